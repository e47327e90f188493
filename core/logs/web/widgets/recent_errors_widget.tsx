import { useQuery } from '@tanstack/react-query'
import ArrowRight from 'lucide-react/icons/arrow-right'
import { Link } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { errorLogCountQuery, latestErrorsQuery } from '../error_log/error_log_api.js'
import { timeAgo } from '../shared/format_time.js'

/** The admin overview's card: how many errors the period logged, and the latest ones. */
export default function RecentErrorsWidget({ since, periodLabel }: { since: string; periodLabel: string }) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const count = useQuery(errorLogCountQuery(api, since)).data
  const latest = useQuery(latestErrorsQuery(api, since, 3)).data

  return (
    <section className="flex flex-col rounded-base border border-divider bg-paper p-5">
      <header className="flex items-baseline justify-between gap-2">
        <h2 className="text-sm font-medium text-muted">{trans('Errors')}</h2>
        <span className="text-xs text-muted">{periodLabel}</span>
      </header>
      {count !== undefined && latest ? (
        <>
          <p className="mt-2 text-3xl font-semibold tabular-nums" data-testid="recent-errors-count">
            {count}
          </p>
          <ul className="mt-3 flex flex-col gap-1.5 text-xs">
            {latest.map((entry) => (
              <li key={entry.id} className="flex gap-2">
                <span className="min-w-0 flex-1 truncate">{entry.message}</span>
                <span className="shrink-0 text-muted tabular-nums">{timeAgo(entry.created_at)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <Skeleton className="mt-2 h-16" />
      )}
      <Link
        to="/admin/logs"
        className="mt-auto inline-flex items-center gap-1 self-start pt-4 text-sm font-medium text-primary hover:underline"
      >
        {trans('View error log')}
        <ArrowRight aria-hidden className="size-3.5" />
      </Link>
    </section>
  )
}
