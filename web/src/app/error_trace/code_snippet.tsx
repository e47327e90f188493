import { useEffect, useState } from 'react'
import { useTrans } from '../../i18n/use_trans.js'
import { cx } from '../../ui/cx.js'
import type { TraceFrame } from '../../../../core/kernel/shared/error_trace_payload.js'
import type { SourcePiece } from './highlight_lines.js'
import { snippetLanguage, tokenClass } from './snippet_language.js'

/** The source around a frame, with line numbers, highlighted, and the failing line marked. */
export function CodeSnippet({ frame }: { frame: TraceFrame }) {
  const trans = useTrans()
  const lines = Object.entries(frame.codeSnippet)
    .map(([number, code]) => ({ number: Number(number), code }))
    .sort((a, b) => a.number - b.number)
  const highlighted = useHighlightedLines(
    lines.map((line) => line.code).join('\n'),
    snippetLanguage(frame.path.at(-1) ?? '')
  )

  if (!lines.length)
    return (
      <p className="px-6 py-4 text-sm text-muted">
        {trans('No code snippet available for this frame.')}
      </p>
    )
  return (
    <pre
      className="overflow-x-auto py-3 font-mono text-[13px] leading-6"
      tabIndex={0}
      aria-label={trans('Code snippet')}
    >
      {lines.map(({ number, code }, index) => {
        const failing = number === frame.lineNumber
        return (
          <div key={number} className={cx('flex min-w-max pr-6', failing && 'bg-danger/15')}>
            <span
              className={cx(
                'w-16 shrink-0 border-l-4 pr-4 text-right text-muted tabular-nums select-none',
                failing ? 'border-danger font-bold text-danger' : 'border-transparent'
              )}
            >
              {number}
            </span>
            <code className={cx('whitespace-pre', failing ? 'text-main' : 'text-muted')}>
              {highlighted
                ? highlighted[index]?.map((piece, at) => (
                    <span key={at} className={tokenClass(piece.tokens)}>
                      {piece.text}
                    </span>
                  ))
                : code}
              {!code && ' '}
              {failing && <span className="sr-only"> ({trans('the line that failed')})</span>}
            </code>
          </div>
        )
      })}
    </pre>
  )
}

/**
 * The snippet's lines as highlighted pieces, once the highlighter (a chunk
 * of its own, fetched on first use) is in; the plain text until then, or
 * for files of another language, or when the chunk fails to load.
 */
function useHighlightedLines(code: string, language: string | null) {
  const [highlighted, setHighlighted] = useState<{ code: string; lines: SourcePiece[][] } | null>(
    null
  )
  useEffect(() => {
    if (!language || !code) return
    let current = true
    import('./highlight_lines.js').then(
      ({ highlightLines }) =>
        current && setHighlighted({ code, lines: highlightLines(code, language) }),
      () => {}
    )
    return () => {
      current = false
    }
  }, [code, language])
  return highlighted?.code === code ? highlighted.lines : null
}
