import type { HttpMethod } from '../../../../../kernel/shared/openapi.js'
import { cx } from '@web/ui/cx.js'

/**
 * Reads, the most common, stay quiet (outlined); creates take the accent,
 * edits a filled neutral, deletes danger: four methods told apart at a glance
 * with the theme's own colours (the accent may be green, like "positive").
 */
const METHOD_CLASSES: Record<HttpMethod, string> = {
  get: 'border border-divider text-main',
  post: 'bg-primary/15 text-primary',
  put: 'bg-main/10 text-main',
  patch: 'bg-main/10 text-main',
  delete: 'bg-danger/15 text-danger',
}

export function MethodBadge({ method }: { method: HttpMethod }) {
  return (
    <span
      className={cx(
        'inline-flex h-6 w-16 shrink-0 items-center justify-center rounded-base font-mono text-xs font-bold tracking-wide',
        METHOD_CLASSES[method]
      )}
    >
      {method.toUpperCase()}
    </span>
  )
}
