import type { ReactNode } from 'react'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import { Link } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { CopyButton } from '@web/ui/copy_button.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { errorLogEntryQuery } from './error_log_api.js'
import { SourceBadge } from './source_badge.js'
import { fullTime } from '../shared/format_time.js'

/** One entry of the error log: what failed, where, for whom, and its stack trace. */
export function ErrorLogEntryView({ id }: { id: number }) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const entry = usePageQuery(errorLogEntryQuery(api, id)).data
  useDocumentTitle(entry ? `${entry.exception} - ${trans('Logs')}` : trans('Logs'))

  return (
    <>
      <Link
        to="/admin/logs/error"
        className="mb-4 inline-flex items-center gap-1.5 self-start text-sm text-muted transition-colors hover:text-main"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {trans('Error log')}
      </Link>
      {!entry ? (
        <Skeleton className="h-96" />
      ) : (
        <article className="flex flex-col gap-6">
          <header>
            <p className="font-mono text-sm text-danger">{entry.exception}</p>
            <h1 className="mt-1 text-xl font-semibold tracking-tight break-words">{entry.message}</h1>
          </header>
          <dl className="grid gap-x-8 gap-y-4 rounded-base border border-divider bg-paper p-5 text-sm sm:grid-cols-2 lg:grid-cols-3">
            <Detail label={trans('Time')}>{fullTime(entry.created_at)}</Detail>
            <Detail label={trans('Request')}>
              <span className="flex items-center gap-2">
                <SourceBadge entry={entry} />
                <span className="truncate font-mono text-xs">{entry.url ?? '—'}</span>
              </span>
            </Detail>
            <Detail label={trans('Request ID')}>
              <span className="font-mono text-xs break-all">{entry.request_id ?? '—'}</span>
            </Detail>
            <Detail label={trans('User')}>
              {entry.user ? `${entry.user.name} (${entry.user.email})` : trans('Guest')}
            </Detail>
            <Detail label={trans('Browser')} wide>
              <span className="text-xs break-words text-muted">{entry.user_agent ?? '—'}</span>
            </Detail>
          </dl>
          <section className="overflow-hidden rounded-base border border-divider bg-paper">
            <header className="flex items-center justify-between border-b border-divider px-4 py-2">
              <h2 className="text-sm font-semibold">{trans('Stack trace')}</h2>
              {entry.stack && <CopyButton text={entry.stack} variant="ghost" size="xs" />}
            </header>
            <pre className="max-h-[32rem] overflow-auto p-4 font-mono text-xs leading-relaxed whitespace-pre text-main/90">
              {entry.stack ?? trans('No stack trace was recorded.')}
            </pre>
          </section>
        </article>
      )}
    </>
  )
}

function Detail({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'min-w-0 sm:col-span-2 lg:col-span-2' : 'min-w-0'}>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  )
}
