import { useTrans } from '@web/i18n/use_trans.js'
import type { OutgoingEmailStatus } from '../../shared/log_types.js'
import { Badge } from '@web/ui/badge.js'

/** An email's status in words and colour: not sent means no mail server is configured. */
export function useEmailStatuses() {
  const trans = useTrans()
  return {
    sent: { label: trans('Sent'), tone: 'positive' },
    failed: { label: trans('Failed'), tone: 'danger' },
    not_sent: { label: trans('Not sent'), tone: 'muted' },
  } as const satisfies Record<OutgoingEmailStatus, { label: string; tone: string }>
}

export function EmailStatusBadge({ status }: { status: OutgoingEmailStatus }) {
  const statuses = useEmailStatuses()
  return <Badge tone={statuses[status].tone}>{statuses[status].label}</Badge>
}
