import { useQuery } from '@tanstack/react-query'
import Download from 'lucide-react/icons/download'
import ShieldCheck from 'lucide-react/icons/shield-check'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { ButtonLink } from '@web/ui/button.js'
import { DataTable } from '@web/ui/data_table/data_table.js'
import type { DataTableColumn } from '@web/ui/data_table/types.js'
import type { ErrorLogSummary } from '../../shared/error_log_types.js'
import { LogTime } from '../shared/log_time.js'
import { DOWNLOAD_LATEST_URL, ERROR_LOG_LIST_ENDPOINT, errorLogCountQuery } from './error_log_api.js'
import { SourceBadge } from './source_badge.js'

/**
 * The error tab: the error log newest first, searched and filtered by where
 * the error happened, in the address like every admin list; a row opens the
 * entry with its stack trace, and the latest day downloads as a log file.
 */
export function ErrorLogList() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  // The download answers 404 while the log is empty: the button waits for an entry.
  const count = useQuery(errorLogCountQuery(api)).data

  const columns: DataTableColumn<ErrorLogSummary>[] = [
    {
      id: 'error',
      label: trans('Error'),
      isRowHeader: true,
      cell: (entry) => (
        <>
          <span className="font-mono text-xs text-danger">{entry.exception}</span>
          <span className="mt-0.5 block max-w-[max(12rem,min(20rem,30vw))] truncate font-medium text-main">{entry.message}</span>
        </>
      ),
    },
    {
      id: 'request',
      label: trans('Request'),
      cell: (entry) => (
        <span className="flex items-center gap-2">
          <SourceBadge entry={entry} />
          <span className="max-w-32 truncate font-mono text-xs text-muted" title={entry.url ?? undefined}>
            {entry.url ?? '—'}
          </span>
        </span>
      ),
    },
    {
      id: 'request_id',
      label: trans('Request ID'),
      // The entry shows it whole and the search finds it: the time keeps its place on a tablet.
      hiddenByDefault: true,
      cell: (entry) => (
        <span className="font-mono text-xs whitespace-nowrap text-muted" title={entry.request_id ?? undefined}>
          {entry.request_id ? entry.request_id.slice(0, 8) : '—'}
        </span>
      ),
    },
    {
      id: 'user',
      label: trans('User'),
      cell: (entry) =>
        entry.user ? (
          <span className="block max-w-36 truncate" title={entry.user.email}>
            {entry.user.name}
          </span>
        ) : (
          <span className="text-muted">{trans('Guest')}</span>
        ),
    },
    {
      id: 'time',
      label: trans('Time'),
      sort: 'time',
      align: 'end',
      className: 'w-32',
      cell: (entry) => <LogTime at={entry.created_at} />,
    },
  ]

  return (
    <DataTable
      id="logs.error"
      label={trans('Error log')}
      endpoint={ERROR_LOG_LIST_ENDPOINT}
      defaultSort={{ sort: 'time', order: 'desc' }}
      columns={columns}
      searchLabel={trans('Search errors, addresses and request IDs')}
      filters={[
        {
          kind: 'select',
          param: 'source',
          label: trans('Source'),
          options: [
            { value: 'server', label: trans('Server') },
            { value: 'web', label: trans('Web app') },
          ],
        },
      ]}
      toolbarActions={
        <ButtonLink href={DOWNLOAD_LATEST_URL} download variant="secondary" size="xs" isDisabled={!count}>
          <Download aria-hidden className="size-4" />
          {trans('Download latest')}
        </ButtonLink>
      }
      rowHref={(entry) => `/admin/logs/error/${entry.id}`}
      emptyMessage={trans('No errors have been logged. All quiet.')}
      emptyIcon={<ShieldCheck />}
    />
  )
}
