import { useState } from 'react'
import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import Download from 'lucide-react/icons/download'
import ShieldCheck from 'lucide-react/icons/shield-check'
import { Link } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { ButtonLink, IconButton } from '@web/ui/button.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { PageHeader } from '@web/ui/page_header.js'
import { Skeleton } from '@web/ui/skeleton.js'
import type { ErrorLogSummary } from '../../shared/error_log_types.js'
import { DOWNLOAD_LATEST_URL, errorLogPageQuery } from './error_log_api.js'
import { fullTime, timeAgo } from './format_time.js'

/** The error log as a dense table, newest first, 25 a page. */
export function ErrorLogList() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const [page, setPage] = useState(1)
  const { data, isPlaceholderData } = usePageQuery(errorLogPageQuery(api, page))
  useDocumentTitle(trans('Logs'))

  return (
    <>
      <PageHeader
        title={trans('Logs')}
        description={trans('Server errors and errors of the web app, with the request and person they happened to.')}
        actions={
          <ButtonLink
            href={DOWNLOAD_LATEST_URL}
            download
            variant="secondary"
            size="sm"
            isDisabled={!data?.total}
          >
            <Download aria-hidden className="size-4" />
            {trans('Download latest')}
          </ButtonLink>
        }
      />
      <h2 className="mb-3 text-sm font-semibold">{trans('Error log')}</h2>
      {!data ? (
        <Skeleton className="h-96" />
      ) : data.total === 0 ? (
        <EmptyState icon={<ShieldCheck />} message={trans('No errors have been logged. All quiet.')} />
      ) : (
        <div className="overflow-hidden rounded-base border border-divider bg-paper">
          <div className="overflow-x-auto">
            <table className={`w-full text-sm ${isPlaceholderData ? 'opacity-60' : ''}`}>
              <thead className="border-b border-divider text-left text-xs text-muted">
                <tr>
                  <th scope="col" className="px-4 py-2.5 font-medium">{trans('Error')}</th>
                  <th scope="col" className="px-4 py-2.5 font-medium">{trans('Request')}</th>
                  <th scope="col" className="px-4 py-2.5 font-medium">{trans('Request ID')}</th>
                  <th scope="col" className="px-4 py-2.5 font-medium">{trans('User')}</th>
                  <th scope="col" className="px-4 py-2.5 text-right font-medium">{trans('Time')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-divider">
                {data.data.map((entry) => (
                  <ErrorLogRow key={entry.id} entry={entry} />
                ))}
              </tbody>
            </table>
          </div>
          <footer className="flex items-center justify-between gap-4 border-t border-divider px-4 py-2 text-xs text-muted">
            <span className="tabular-nums">
              {trans(':from–:to of :total', {
                from: (data.current_page - 1) * data.per_page + 1,
                to: (data.current_page - 1) * data.per_page + data.data.length,
                total: data.total,
              })}
            </span>
            <div className="flex gap-1">
              <IconButton
                aria-label={trans('Previous page')}
                size="xs"
                isDisabled={page <= 1}
                onPress={() => setPage(page - 1)}
              >
                <ChevronLeft />
              </IconButton>
              <IconButton
                aria-label={trans('Next page')}
                size="xs"
                isDisabled={page >= data.last_page}
                onPress={() => setPage(page + 1)}
              >
                <ChevronRight />
              </IconButton>
            </div>
          </footer>
        </div>
      )}
    </>
  )
}

function ErrorLogRow({ entry }: { entry: ErrorLogSummary }) {
  const trans = useTrans()
  return (
    <tr className="group relative transition-colors hover:bg-main/4">
      <td className="px-4 py-2.5">
        {/* The whole row opens the entry; the link is the row's one control. */}
        <Link
          to={`/admin/logs/error/${entry.id}`}
          className="block outline-none after:absolute after:inset-0 focus-visible:after:outline-2 focus-visible:after:outline-primary"
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
