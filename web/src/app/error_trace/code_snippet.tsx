import { useTrans } from '../../i18n/use_trans.js'
import { cx } from '../../ui/cx.js'
import type { TraceFrame } from '../../../../core/kernel/shared/error_trace_payload.js'

/** The source around a frame, with line numbers and the failing line marked. */
export function CodeSnippet({ frame }: { frame: TraceFrame }) {
  const trans = useTrans()
  const lines = Object.entries(frame.codeSnippet)
    .map(([number, code]) => ({ number: Number(number), code }))
    .sort((a, b) => a.number - b.number)

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
      {lines.map(({ number, code }) => {
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
              {code || ' '}
              {failing && <span className="sr-only"> ({trans('the line that failed')})</span>}
            </code>
          </div>
        )
      })}
    </pre>
  )
}
