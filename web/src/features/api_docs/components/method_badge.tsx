import type { HttpMethod } from '../../../../../core/kernel/shared/openapi.js'
import { cx } from '../../../ui/cx.js'

/** Reads come in the positive colour, creates in the accent, deletes in danger, edits neutral. */
const METHOD_CLASSES: Record<HttpMethod, string> = {
  get: 'bg-positive/15 text-positive',
  post: 'bg-primary/15 text-primary',
  put: 'bg-main/10 text-main',
  patch: 'bg-main/10 text-main',
  delete: 'bg-danger/15 text-danger',
}

export function MethodBadge({ method }: { method: HttpMethod }) {
  return (
    <span
      className={cx(
        'inline-flex h-6 w-16 shrink-0 items-center justify-center rounded-base font-mono text-xs font-bold tracking-wide uppercase',
        METHOD_CLASSES[method]
      )}
    >
      {method}
    </span>
  )
}
