import { useState } from 'react'
import Download from 'lucide-react/icons/download'
import ShieldCheck from 'lucide-react/icons/shield-check'
import { Link } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { ButtonLink } from '@web/ui/button.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { Skeleton } from '@web/ui/skeleton.js'
import type { ErrorLogSummary } from '../../shared/error_log_types.js'
import { DOWNLOAD_LATEST_URL, errorLogPageQuery } from './error_log_api.js'
import { fullTime, timeAgo } from '../shared/format_time.js'
import { LogFilterBar, LogSearchField } from '../shared/log_filters.js'
import { LINKED_ROW_CLASSES, LogTable, ROW_LINK_CLASSES } from '../shared/log_table.js'
import { useDebouncedValue } from '@web/platform/use_debounced_value.js'

/** The error tab: the error log as a dense table, newest first, 25 a page, searchable. */
export function ErrorLogList() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const [page, setPage] = useState(1)
  const [typed, setTyped] = useState('')
  const search = useDebouncedValue(typed.trim())
  const { data, isPlaceholderData } = usePageQuery(errorLogPageQuery(api, page, { search }))

  return (
    <>
      <LogFilterBar
        actions={
          <ButtonLink href={DOWNLOAD_LATEST_URL} download variant="secondary" size="sm" isDisabled={!data?.total}>
            <Download aria-hidden className="size-4" />
            {trans('Download latest')}
          </ButtonLink>
        }
      >
        <LogSearchField
          value={typed}
          onChange={(text) => {
            setTyped(text)
            setPage(1)
          }}
        />
      </LogFilterBar>
      {!data ? (
        <Skeleton className="h-96" />
      ) : data.total === 0 ? (
        <EmptyState
          icon={<ShieldCheck />}
          message={search ? trans('There are no items matching your query') : trans('No errors have been logged. All quiet.')}
        />
      ) : (
        <LogTable
          columns={[
            { label: trans('Error') },
            { label: trans('Request') },
            { label: trans('Request ID') },
            { label: trans('User') },
            { label: trans('Time'), align: 'end' },
          ]}
          page={data}
          isStale={isPlaceholderData}
          onPage={setPage}
        >
          {data.data.map((entry) => (
            <ErrorLogRow key={entry.id} entry={entry} />
          ))}
        </LogTable>
      )}
    </>
  )
}

function ErrorLogRow({ entry }: { entry: ErrorLogSummary }) {
  const trans = useTrans()
  return (
    <tr className={LINKED_ROW_CLASSES}>
      <td className="px-4 py-2.5">
        {/* The whole row opens the entry; the link is the row's one control. */}
        <Link
          to={`/admin/logs/error/${entry.id}`}
          className={ROW_LINK_CLASSES}
        >
          <span className="font-mono text-xs text-danger">{entry.exception}</span>
          <span className="mt-0.5 block max-w-[min(26rem,36vw)] truncate font-medium text-main">
            {entry.message}
          </span>
        </Link>
      </td>
      <td className="px-4 py-2.5 whitespace-nowrap">
        <span className="flex items-center gap-2">
          <SourceBadge entry={entry} />
          <span className="max-w-40 truncate font-mono text-xs text-muted" title={entry.url ?? undefined}>
            {entry.url ?? '—'}
          </span>
        </span>
      </td>
      <td
        className="px-4 py-2.5 font-mono text-xs whitespace-nowrap text-muted"
        title={entry.request_id ?? undefined}
      >
        {entry.request_id ? entry.request_id.slice(0, 8) : '—'}
      </td>
      <td className="px-4 py-2.5 whitespace-nowrap">
        {entry.user ? (
          <span className="block max-w-36 truncate" title={entry.user.email}>
            {entry.user.name}
          </span>
        ) : (
          <span className="text-muted">{trans('Guest')}</span>
        )}
      </td>
      <td
        className="px-4 py-2.5 text-right whitespace-nowrap text-muted tabular-nums"
        title={fullTime(entry.created_at)}
      >
        {timeAgo(entry.created_at)}
      </td>
    </tr>
  )
}

/** "GET 500" for a server error, "Web" for a report of the web app. */
export function SourceBadge({ entry }: { entry: Pick<ErrorLogSummary, 'source' | 'method' | 'status'> }) {
  const trans = useTrans()
  const label = entry.source === 'web' ? trans('Web') : `${entry.method ?? ''} ${entry.status ?? ''}`.trim()
  return (
    <span
      className={
        entry.source === 'web'
          ? 'rounded-sm bg-primary/12 px-1.5 py-0.5 text-[11px] font-semibold text-primary'
          : 'rounded-sm bg-danger/12 px-1.5 py-0.5 font-mono text-[11px] font-semibold text-danger'
      }
    >
      {label}
    </span>
  )
}
