import { useState } from 'react'
import Mail from 'lucide-react/icons/mail'
import { Link } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { Skeleton } from '@web/ui/skeleton.js'
import type { OutgoingEmailSummary } from '../../shared/log_types.js'
import { fullTime, timeAgo } from '../shared/format_time.js'
import { outgoingEmailPageQuery } from '../shared/log_api.js'
import { LogFilterBar, LogFilterSelect, LogSearchField } from '../shared/log_filters.js'
import { LINKED_ROW_CLASSES, LogTable, ROW_LINK_CLASSES } from '../shared/log_table.js'
import { useDebouncedValue } from '@web/platform/use_debounced_value.js'
import { EmailStatusBadge, useEmailStatuses } from './email_status.js'

/** The outgoing-email tab: every email the site sent or tried to send, newest first. */
export function OutgoingEmailList() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const statuses = useEmailStatuses()
  const [typed, setTyped] = useState('')
  const [filters, setFilters] = useState({ page: 1, status: '' })
  const search = useDebouncedValue(typed.trim())
  const { data, isPlaceholderData } = usePageQuery(outgoingEmailPageQuery(api, { ...filters, search }))

  return (
    <>
      <LogFilterBar>
        <LogSearchField
          value={typed}
          onChange={(text) => {
            setTyped(text)
            setFilters({ ...filters, page: 1 })
          }}
        />
        <LogFilterSelect
          label={trans('Status')}
          value={filters.status}
          choices={Object.entries(statuses).map(([id, status]) => ({ id, label: status.label }))}
          onChange={(status) => setFilters({ status, page: 1 })}
        />
      </LogFilterBar>
      {!data ? (
        <Skeleton className="h-96" />
      ) : data.total === 0 ? (
        <EmptyState
          icon={<Mail />}
          message={
            search || filters.status
              ? trans('There are no items matching your query')
              : trans('No email has been sent yet.')
          }
        />
      ) : (
        <LogTable
          columns={[
            { label: trans('Subject') },
            { label: trans('To') },
            { label: trans('Status') },
            { label: trans('Time'), align: 'end' },
          ]}
          page={data}
          isStale={isPlaceholderData}
          onPage={(page) => setFilters({ ...filters, page })}
        >
          {data.data.map((email) => (
            <OutgoingEmailRow key={email.id} email={email} />
          ))}
        </LogTable>
      )}
    </>
  )
}

function OutgoingEmailRow({ email }: { email: OutgoingEmailSummary }) {
  return (
    <tr className={LINKED_ROW_CLASSES}>
      <td className="px-4 py-2.5">
        <Link to={`/admin/logs/outgoing-email/${email.id}`} className={ROW_LINK_CLASSES}>
          <span className="block max-w-[min(28rem,40vw)] truncate font-medium text-main">{email.subject}</span>
          {email.error && (
            <span className="mt-0.5 block max-w-[min(28rem,40vw)] truncate text-xs text-muted">{email.error}</span>
          )}
        </Link>
      </td>
      <td className="px-4 py-2.5 whitespace-nowrap">
        <span className="block max-w-56 truncate" title={email.recipient}>
          {email.recipient}
        </span>
      </td>
      <td className="px-4 py-2.5 whitespace-nowrap">
        <EmailStatusBadge status={email.status} />
      </td>
      <td className="px-4 py-2.5 text-right whitespace-nowrap text-muted tabular-nums" title={fullTime(email.created_at)}>
        {timeAgo(email.created_at)}
      </td>
    </tr>
  )
}
