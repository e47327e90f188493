import { lazy, Suspense, useMemo, type ReactNode } from 'react'
import ListOrdered from 'lucide-react/icons/list-ordered'
import Music from 'lucide-react/icons/music'
import { Link } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { WhenVisible } from '@web/ui/when_visible.js'
import type { ReportRanking, ReportRankingItem } from '../../../../core/kernel/shared/reports.js'
import { formatCount, formatExact, rankingLabel } from './format.js'

// The map's outlines and projection (about 50 KB gzip) load when the map first scrolls into view.
const WorldMap = lazy(() => import('./world_map.js'))

/** A card of the report: a title, what its numbers count, and its content. */
export function ReportCard({ title, aside, children, className }: { title: string; aside?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={`flex min-w-0 flex-col rounded-base border border-divider bg-paper ${className ?? ''}`}>
      <header className="flex items-baseline justify-between gap-3 border-b border-divider px-5 py-3">
        <h2 className="text-sm font-semibold">{title}</h2>
        {aside && <span className="text-xs text-muted">{aside}</span>}
      </header>
      <div className="flex-1 px-5 py-4">{children}</div>
    </section>
  )
}

/**
 * One ranking of the report, drawn by its kind: a ranked list with links
 * and covers (top tracks), the world map beside its list (countries), or a
 * list of shares (devices, browsers). Every kind is a list with a bar per
 * item, its own table view.
 */
export function RankingCard({ ranking }: { ranking: ReportRanking }) {
  const trans = useTrans()
  // Shares are of every item the ranking has (countries: all of them, though the list shows the first).
  const total = ranking.items.reduce((sum, item) => sum + item.value, 0)
  const valueLabel = trans(ranking.valueLabel)
  if (ranking.kind === 'countries')
    return (
      <ReportCard title={trans(ranking.label)} aside={valueLabel}>
        <div className="grid items-start gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="aspect-[640/300] w-full">
            <WhenVisible>
              <Suspense fallback={<Skeleton className="size-full" />}>
                <CountriesMap items={ranking.items} valueLabel={valueLabel} />
              </Suspense>
            </WhenVisible>
          </div>
          <RankedItems ranking={{ ...ranking, items: ranking.items.slice(0, 8) }} total={total} />
        </div>
      </ReportCard>
    )
  return (
    <ReportCard title={trans(ranking.label)} aside={valueLabel}>
      <RankedItems ranking={ranking} total={total} />
    </ReportCard>
  )
}

function CountriesMap({ items, valueLabel }: { items: ReportRankingItem[]; valueLabel: string }) {
  const values = useMemo(() => new Map(items.filter((item) => item.label).map((item) => [item.label, item.value])), [items])
  return <WorldMap values={values} valueLabel={valueLabel} />
}

/** The items with a bar each: its share of the largest (top lists) or of the whole (breakdowns, countries). */
function RankedItems({ ranking, total }: { ranking: ReportRanking; total: number }) {
  const trans = useTrans()
  if (!ranking.items.length)
    return (
      <p className="flex items-center gap-2 py-6 text-sm text-muted">
        <ListOrdered aria-hidden className="size-4" />
        {trans('Nothing in this range yet.')}
      </p>
    )
  const shares = ranking.kind !== 'top'
  const scale = shares ? Math.max(1, total) : Math.max(1, ranking.items[0].value)
  return (
    <ol className="flex flex-col gap-1" data-testid={`ranking-${ranking.key}`}>
      {ranking.items.map((item, index) => (
        <li key={`${item.label}-${index}`} className="relative flex min-h-9 items-center gap-3 rounded-sm px-2 py-1">
          <span aria-hidden className="absolute inset-y-0 left-0 rounded-sm bg-primary/10" style={{ width: `${Math.max(1, (item.value / scale) * 100)}%` }} />
          {item.image !== undefined && (
            <span className="relative flex size-7 shrink-0 items-center justify-center overflow-hidden rounded-sm bg-chip text-muted">
              {item.image ? <img src={item.image} alt="" loading="lazy" className="size-full object-cover" /> : <Music aria-hidden className="size-3.5" />}
            </span>
          )}
          <span className="relative min-w-0 flex-1">
            <ItemLabel item={item} kind={ranking.kind} />
            {item.detail && <span className="block truncate text-xs text-muted">{item.detail}</span>}
          </span>
          <span className="relative shrink-0 text-sm font-medium tabular-nums" title={formatExact(item.value)}>
            {formatCount(item.value)}
            {shares && <span className="ml-2 inline-block w-11 text-right text-xs font-normal text-muted">{Math.round((item.value / scale) * 100)}%</span>}
          </span>
        </li>
      ))}
    </ol>
  )
}

function ItemLabel({ item, kind }: { item: ReportRankingItem; kind: ReportRanking['kind'] }) {
  const trans = useTrans()
  const label = rankingLabel(item.label, kind, kind === 'top' ? trans('Direct') : trans('Unknown'))
  const className = 'block truncate text-sm'
  return item.href ? (
    <Link to={item.href} className={`${className} hover:underline focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-primary`}>
      {label}
    </Link>
  ) : (
    <span className={className}>{label}</span>
  )
}
