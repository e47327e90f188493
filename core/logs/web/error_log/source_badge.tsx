import { useTrans } from '@web/i18n/use_trans.js'
import { Badge } from '@web/ui/badge.js'
import type { ErrorLogSummary } from '../../shared/error_log_types.js'

/** "GET 500" for a server error, "Web" for a report of the web app. */
export function SourceBadge({ entry }: { entry: Pick<ErrorLogSummary, 'source' | 'method' | 'status'> }) {
  const trans = useTrans()
  return entry.source === 'web' ? (
    <Badge tone="primary">{trans('Web')}</Badge>
  ) : (
    <Badge tone="danger" className="font-mono">
      {`${entry.method ?? ''} ${entry.status ?? ''}`.trim()}
    </Badge>
  )
}
