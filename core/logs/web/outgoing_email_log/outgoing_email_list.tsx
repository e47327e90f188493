import Mail from 'lucide-react/icons/mail'
import { useTrans } from '@web/i18n/use_trans.js'
import { DataTable } from '@web/ui/data_table/data_table.js'
import type { DataTableColumn } from '@web/ui/data_table/types.js'
import type { OutgoingEmailSummary } from '../../shared/log_types.js'
import { LogTime } from '../shared/log_time.js'
import { OUTGOING_EMAIL_LIST_ENDPOINT } from '../shared/log_api.js'
import { EmailStatusBadge, useEmailStatuses } from './email_status.js'

/** The outgoing-email tab: every email the site sent or tried to send, newest first; a row opens the message. */
export function OutgoingEmailList() {
  const trans = useTrans()
  const statuses = useEmailStatuses()

  const columns: DataTableColumn<OutgoingEmailSummary>[] = [
    {
      id: 'subject',
      label: trans('Subject'),
      isRowHeader: true,
      cell: (email) => (
        <>
          <span className="block max-w-[min(28rem,40vw)] truncate font-medium text-main">{email.subject}</span>
          {email.error && <span className="mt-0.5 block max-w-[min(28rem,40vw)] truncate text-xs text-muted">{email.error}</span>}
        </>
      ),
    },
    {
      id: 'recipient',
      label: trans('To'),
      cell: (email) => (
        <span className="block max-w-56 truncate" title={email.recipient}>
          {email.recipient}
        </span>
      ),
    },
    { id: 'status', label: trans('Status'), className: 'w-28', cell: (email) => <EmailStatusBadge status={email.status} /> },
    {
      id: 'time',
      label: trans('Time'),
      sort: 'time',
      align: 'end',
      className: 'w-36',
      cell: (email) => <LogTime at={email.created_at} />,
    },
  ]

  return (
    <DataTable
      id="logs.outgoing_email"
      label={trans('Outgoing email')}
      endpoint={OUTGOING_EMAIL_LIST_ENDPOINT}
      defaultSort={{ sort: 'time', order: 'desc' }}
      columns={columns}
      searchLabel={trans('Search recipients and subjects')}
      filters={[
        {
          kind: 'select',
          param: 'status',
          label: trans('Status'),
          options: Object.entries(statuses).map(([value, status]) => ({ value, label: status.label })),
        },
      ]}
      rowHref={(email) => `/admin/logs/outgoing-email/${email.id}`}
      emptyMessage={trans('No email has been sent yet.')}
      emptyIcon={<Mail />}
    />
  )
}
