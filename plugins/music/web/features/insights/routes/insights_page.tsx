import ArrowDownRight from 'lucide-react/icons/arrow-down-right'
import ArrowUpRight from 'lucide-react/icons/arrow-up-right'
import ChartLine from 'lucide-react/icons/chart-line'
import Download from 'lucide-react/icons/download'
import Lock from 'lucide-react/icons/lock'
import TriangleAlert from 'lucide-react/icons/triangle-alert'
import { useQuery } from '@tanstack/react-query'
import { Link, useLocation, useParams, useSearchParams } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { routeNotFound } from '@web/kernel/route_loader.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { buildUrl } from '@web/services/api_client.js'
import { isApiError } from '@web/services/api_error.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { Button, ButtonLink } from '@web/ui/button.js'
import { cx } from '@web/ui/cx.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { RangePicker } from '@web/ui/reports/range_picker.js'
import { ReportBody, ReportSkeleton } from '@web/ui/reports/report_body.js'
import { rangeFromSearch, rangeToSearch } from '@web/ui/reports/report_range.js'
import { Skeleton } from '@web/ui/skeleton.js'
import type { InsightRate, InsightsAnswer, InsightSubjectType } from '../../../../shared/insights_types.js'
import { CoverImage } from '../../../components/cover_image.js'
import { insightsPath, insightsQuery } from '../insights_api.js'

/** The labels of play sources (shared/play_sources.ts), as interface texts. */
const SOURCE_LABELS: Record<string, string> = {
  album: 'Album',
  artist: 'Artist page',
  playlist: 'Playlist',
  radio: 'Radio',
  search: 'Search',
  embed: 'Embed',
  profile: 'Profile',
  track: 'Track page',
  library: 'Your library',
  channel: 'Channel',
  tag: 'Genres and tags',
  other: 'Other',
}

/**
 * backstage/{tracks|albums|artists}/{id}/insights and the same under admin
 * (spec section 2): one screen for the artist and for admins. The range
 * (kept in the address, ?range=7d) against the previous period, plays and
 * unique listeners per day, completion and skip rates, the top tracks of an
 * album or artist, countries on the map, sources, devices and platforms, and
 * the days as CSV. The server decides who may see them: another artist's
 * ids answer 403, shown here as such.
 */
export function Component() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const { pathname } = useLocation()
  const params = useParams()
  const [search, setSearch] = useSearchParams()
  const subject = subjectOf(params)
  if (!subject) throw routeNotFound()
  const inAdmin = pathname.startsWith('/admin/')
  const range = rangeFromSearch(search)
  const { data, error, isPlaceholderData, refetch, isRefetching } = useQuery(insightsQuery(api, subject.type, subject.id, range))
  useDocumentTitle(data ? trans('Insights: :name', { name: data.subject.name }) : trans('Insights'))
  if (isApiError(error) && error.status === 404) throw routeNotFound()

  const denied = isApiError(error) && error.status === 403
  return (
    <section className={cx('flex flex-col gap-4', !inAdmin && 'mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 md:py-8')}>
      <header className="flex flex-wrap items-end gap-4">
        <div className="flex min-w-0 flex-[1_1_20rem] items-center gap-4">
          {data ? (
            <CoverImage src={data.subject.image} alt="" kind={subject.type} round={subject.type === 'artist'} className="size-16 sm:size-20" eager />
          ) : (
            <Skeleton className={cx('size-16 sm:size-20', subject.type === 'artist' && 'rounded-full')} />
          )}
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-muted uppercase">{trans(TYPE_LABELS[subject.type])}</p>
            <h1 className="truncate text-2xl font-semibold tracking-tight">
              {data ? (
                <Link to={data.subject.href} className="hover:underline">
                  {data.subject.name}
                </Link>
              ) : denied ? (
                trans('Insights')
              ) : (
                <Skeleton className="h-7 w-56" />
              )}
            </h1>
            <p className="mt-0.5 text-sm text-muted">{trans('Insights: who listens, from where, and how they listen.')}</p>
          </div>
        </div>
        {!denied && (
          <div className="flex flex-wrap items-start gap-2">
            <RangePicker range={range} shown={data?.period ?? null} onChange={(next) => setSearch(rangeToSearch(next), { replace: true })} />
            <ButtonLink href={buildUrl(`${insightsPath(subject.type, subject.id)}/export`, rangeToSearch(range))} download variant="secondary" size="sm">
              <Download aria-hidden className="size-4" />
              {trans('Export CSV')}
            </ButtonLink>
          </div>
        )}
      </header>

      {denied ? (
        <EmptyState icon={<Lock />} message={trans('Only the people who manage this artist can see these insights.')} />
      ) : error && !data ? (
        <div role="alert" className="flex flex-wrap items-center gap-4 rounded-base border border-danger/40 bg-danger/5 px-5 py-4">
          <TriangleAlert aria-hidden className="size-5 shrink-0 text-danger" />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold">{trans('These insights could not be loaded.')}</p>
            <p className="text-sm text-muted">{error.message}</p>
          </div>
          <Button variant="secondary" size="sm" onPress={() => refetch()} isPending={isRefetching}>
            {trans('Try again')}
          </Button>
        </div>
      ) : !data ? (
        <ReportSkeleton />
      ) : (
        <div className={cx('flex flex-col gap-4 transition-opacity', isPlaceholderData && 'opacity-60')} aria-busy={isPlaceholderData}>
          {data.metrics.every((metric) => metric.value === 0 && metric.previous === 0) ? (
            <EmptyState icon={<ChartLine />} message={trans('No plays in this range yet: plays show here within ten minutes of being counted.')} />
          ) : (
            <ReportBody report={withSourceLabels(data, trans)} before={<ListeningRates rates={data.rates} />} />
          )}
        </div>
      )}
    </section>
  )
}

const TYPE_LABELS: Record<InsightSubjectType, string> = { track: 'Track', album: 'Album', artist: 'Artist' }

function subjectOf(params: Record<string, string | undefined>): { type: InsightSubjectType; id: number } | null {
  for (const type of ['track', 'album', 'artist'] as const) {
    const id = Number(params[`${type}Id`])
    if (params[`${type}Id`] !== undefined) return Number.isSafeInteger(id) && id > 0 ? { type, id } : null
  }
  return null
}

/** Sources arrive as their names (playlist); people read them in their language. */
function withSourceLabels(data: InsightsAnswer, trans: (text: string) => string): InsightsAnswer {
  return {
    ...data,
    rankings: data.rankings.map((ranking) =>
      ranking.key === 'sources'
        ? { ...ranking, items: ranking.items.map((item) => ({ ...item, label: item.label === '' ? '' : trans(SOURCE_LABELS[item.label] ?? SOURCE_LABELS.other) })) }
        : ranking
    ),
  }
}

const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 })
const points = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1, signDisplay: 'exceptZero' })

/** How the listens went: played through, or skipped, against the previous period (in points). */
function ListeningRates({ rates }: { rates: InsightsAnswer['rates'] }) {
  const trans = useTrans()
  const items = [
    { key: 'completion', label: trans('Completion rate'), hint: trans('Plays heard to at least 90% of the track'), rate: rates.completion, goodWhenUp: true },
    { key: 'skip', label: trans('Skip rate'), hint: trans('Listens stopped before they counted as a play (30 seconds)'), rate: rates.skip, goodWhenUp: false },
  ]
  return (
    <section aria-label={trans('Listening')} className="grid gap-px overflow-hidden rounded-base border border-divider bg-divider sm:grid-cols-2">
      {items.map(({ key, label, hint, rate, goodWhenUp }) => (
        <div key={key} className="bg-paper px-5 py-4" data-testid={`rate-${key}`}>
          <p className="text-sm font-medium text-muted">{label}</p>
          <p className="mt-1 flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-2xl font-semibold tabular-nums" data-testid="rate-value">
              {rate.value === null ? '—' : percent.format(rate.value)}
            </span>
            <RateChange rate={rate} goodWhenUp={goodWhenUp} />
          </p>
          <p className="mt-1 text-xs text-muted">{hint}</p>
        </div>
      ))}
    </section>
  )
}

function RateChange({ rate, goodWhenUp }: { rate: InsightRate; goodWhenUp: boolean }) {
  const trans = useTrans()
  if (rate.value === null || rate.previous === null) return null
  const change = (rate.value - rate.previous) * 100
  const good = change === 0 || change > 0 === goodWhenUp
  const Arrow = change >= 0 ? ArrowUpRight : ArrowDownRight
  return (
    <span
      className={cx('inline-flex items-center gap-0.5 rounded-full px-1.5 py-0.5 text-xs font-semibold tabular-nums', good ? 'bg-positive/12 text-positive' : 'bg-danger/12 text-danger')}
      title={trans('Previous period: :rate', { rate: percent.format(rate.previous) })}
    >
      <Arrow aria-hidden className="size-3.5" />
      {trans(':points pts', { points: points.format(change) })}
    </span>
  )
}
