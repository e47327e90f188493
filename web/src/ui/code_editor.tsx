import { useRef, type KeyboardEvent } from 'react'
import { TextArea as RACTextArea, TextField as RACTextField } from 'react-aria-components'
import { useTrans } from '../i18n/use_trans.js'
import { cx } from './cx.js'
import { FieldParts, fieldChrome, inputBoxClasses, type FieldProps } from './field.js'

const INDENT = '  '

export interface CodeEditorProps extends FieldProps {
  value: string
  onChange: (value: string) => void
  /** Names the language for screen readers and the corner badge ('CSS', 'HTML'). */
  language: string
  /** Characters; the count shows under the editor and turns red past it. */
  maxLength?: number
  placeholder?: string
  rows?: number
  isRequired?: boolean
  className?: string
}

/**
 * A small code editor for snippets (custom CSS and HTML): monospaced, with
 * line numbers, Tab and Shift+Tab indenting the selected lines instead of
 * leaving the field (Escape then Tab leaves it), and the length against its
 * limit. A plain text area underneath, so the browser's own editing and
 * selection work as usual (spelling checks off).
 */
export function CodeEditor({ value, onChange, language, maxLength, placeholder, rows = 16, className, ...field }: CodeEditorProps) {
  const trans = useTrans()
  const area = useRef<HTMLTextAreaElement>(null)
  const gutter = useRef<HTMLDivElement>(null)
  const tabLeaves = useRef(false)
  const lines = Math.max(rows, value.split('\n').length)
  const { root, parts } = fieldChrome({ ...field, className })
  const tooLong = maxLength !== undefined && value.length > maxLength

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') tabLeaves.current = true
    if (event.key !== 'Tab' || tabLeaves.current || event.ctrlKey || event.metaKey || event.altKey) {
      if (event.key !== 'Escape') tabLeaves.current = false
      return
    }
    event.preventDefault()
    const target = event.currentTarget
    const { next, start, end } = indent(target.value, target.selectionStart, target.selectionEnd, event.shiftKey)
    onChange(next)
    requestAnimationFrame(() => target.setSelectionRange(start, end))
  }

  return (
    <RACTextField {...root} value={value} onChange={onChange} aria-label={field.label ? undefined : language}>
      <FieldParts {...parts}>
        <div
          className={cx(inputBoxClasses, 'relative flex overflow-hidden p-0 focus-within:border-main focus-within:ring-1 focus-within:ring-main', tooLong && 'border-danger')}
        >
          <div
            ref={gutter}
            aria-hidden
            className="shrink-0 overflow-hidden border-r border-divider bg-chip/50 py-2.5 pr-2 pl-3 text-right font-mono text-xs leading-5 text-muted select-none"
          >
            {Array.from({ length: lines }, (_, index) => (
              <div key={index}>{index + 1}</div>
            ))}
          </div>
          <RACTextArea
            ref={area}
            rows={rows}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            placeholder={placeholder}
            onKeyDown={onKeyDown}
            onScroll={(event) => {
              if (gutter.current) gutter.current.scrollTop = event.currentTarget.scrollTop
            }}
            className="min-w-0 flex-1 resize-y bg-transparent px-3 py-2.5 font-mono text-xs leading-5 whitespace-pre text-main outline-none placeholder:text-muted"
          />
          <span className="pointer-events-none absolute top-1.5 right-2 rounded bg-chip px-1.5 py-0.5 text-[10px] font-semibold tracking-wide text-muted">
            {language}
          </span>
        </div>
        {maxLength !== undefined && (
          <p className={cx('mt-1 text-right text-xs tabular-nums', tooLong ? 'text-danger' : 'text-muted')}>
            {trans(':count / :max characters', { count: value.length.toLocaleString(), max: maxLength.toLocaleString() })}
          </p>
        )}
      </FieldParts>
    </RACTextField>
  )
}

/** Indents (or with `outdent`, unindents) the lines the selection touches; a caret alone gets an indent inserted. */
export function indent(text: string, selectionStart: number, selectionEnd: number, outdent: boolean) {
  if (selectionStart === selectionEnd && !outdent) {
    const next = text.slice(0, selectionStart) + INDENT + text.slice(selectionEnd)
    return { next, start: selectionStart + INDENT.length, end: selectionStart + INDENT.length }
  }
  const lineStart = text.lastIndexOf('\n', selectionStart - 1) + 1
  const block = text.slice(lineStart, selectionEnd)
  const changed = block
    .split('\n')
    .map((line) => (outdent ? line.replace(/^ {1,2}/, '') : INDENT + line))
    .join('\n')
  const firstShift = outdent ? -(block.match(/^ {1,2}/)?.[0].length ?? 0) : INDENT.length
  return {
    next: text.slice(0, lineStart) + changed + text.slice(selectionEnd),
    start: Math.max(lineStart, selectionStart + firstShift),
    end: selectionEnd + (changed.length - block.length),
  }
}
