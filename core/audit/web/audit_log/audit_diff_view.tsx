import { useTrans } from '@web/i18n/use_trans.js'
import { changedFields, printed } from './audit_diff.js'

/**
 * The fields one write changed, each with its value before (struck, in the
 * danger colour) and after (in the positive colour); a created subject has
 * only afters, a deleted one only befores.
 */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const trans = useTrans()
  const fields = changedFields(before, after)
  if (!fields.length) return <p className="text-sm text-muted">{trans('Nothing changed.')}</p>
  return (
    <dl className="grid gap-3 text-sm">
      {fields.map((field) => (
        <div key={field.key} className="grid gap-1.5 md:grid-cols-[12rem_1fr_1fr] md:gap-3">
          <dt className="font-mono text-xs font-semibold break-all text-main md:pt-2">{field.key}</dt>
          <dd className="min-w-0">
            <span className="sr-only">{trans('Before')}: </span>
            <DiffValue value={field.before} tone="before" />
          </dd>
          <dd className="min-w-0">
            <span className="sr-only">{trans('After')}: </span>
            <DiffValue value={field.after} tone="after" />
          </dd>
        </div>
      ))}
    </dl>
  )
}

function DiffValue({ value, tone }: { value: unknown; tone: 'before' | 'after' }) {
  const trans = useTrans()
  const text = printed(value)
  if (!text) return <span className="block px-2.5 py-1.5 text-xs text-muted italic">{trans('(empty)')}</span>
  return (
    <pre
      className={
        tone === 'before'
          ? 'max-h-64 overflow-auto rounded-base bg-danger/10 px-2.5 py-1.5 font-mono text-xs whitespace-pre-wrap break-words text-main line-through decoration-danger/40'
          : 'max-h-64 overflow-auto rounded-base bg-positive/12 px-2.5 py-1.5 font-mono text-xs whitespace-pre-wrap break-words text-main'
      }
    >
      {text}
    </pre>
  )
}
