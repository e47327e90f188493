import { useState, type ReactNode } from 'react'
import ChartLine from 'lucide-react/icons/chart-line'
import Table2 from 'lucide-react/icons/table-2'
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'
import { Skeleton } from '@web/ui/skeleton.js'
import type { ReportAnswer } from '../../../../core/kernel/shared/reports.js'
import { formatBucket, formatDay, formatExact } from './format.js'
import { LineChart } from './line_chart.js'
import { MetricCards } from './metric_cards.js'
import { RankingCard } from './rankings.js'

/**
 * A report drawn (the admin's report index, music's insights): its metrics
 * over a chart of the selected one (or a table), then its rankings, top
 * lists first, the map across the page, then the shares. `before` goes
 * between the chart and the rankings (insights' rates).
 */
export function ReportBody({ report, before }: { report: ReportAnswer; before?: ReactNode }) {
  return (
    <>
      <TrendCard report={report} />
      {before}
      {(['top', 'countries', 'breakdown'] as const).map((kind) => (
        <div key={kind} className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,18rem),1fr))] gap-4 empty:hidden">
          {report.rankings
            .filter((ranking) => ranking.kind === kind)
            .map((ranking) => (
              <RankingCard key={ranking.key} ranking={ranking} />
            ))}
        </div>
      ))}
    </>
  )
}

/** The metrics as cards over the chart of the selected one, which a switch turns into a table. */
function TrendCard({ report }: { report: ReportAnswer }) {
  const trans = useTrans()
  const [picked, setPicked] = useState<string | null>(null)
  const [view, setView] = useState<'chart' | 'table'>('chart')
  const series = report.series.find((item) => item.key === picked) ?? report.series[0]
  const pointHeader = { day: trans('Day'), week: trans('Week'), month: trans('Month') }

  return (
    <section className="overflow-hidden rounded-base border border-divider bg-paper">
      <MetricCards metrics={report.metrics} selected={series?.key ?? ''} onSelect={setPicked} />
      {series && (
        <div className="px-5 pt-3 pb-4">
          <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted">
              <span className="flex items-center gap-1.5">
                <span aria-hidden className="h-0.5 w-4 rounded-full bg-primary" />
                {formatDay(report.period.start, true)} – {formatDay(report.period.end, true)}
              </span>
              <span className="flex items-center gap-1.5">
                <span aria-hidden className="w-4 border-t-2 border-dashed border-muted/60" />
                {trans('Previous period')}: {formatDay(report.previous.start, true)} – {formatDay(report.previous.end, true)}
              </span>
            </p>
            <ToggleButtonGroup
              aria-label={trans('View')}
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={[view]}
              onSelectionChange={(keys) => setView(keys.has('table') ? 'table' : 'chart')}
              className="flex rounded-base border border-divider p-0.5"
            >
              {(
                [
                  ['chart', ChartLine, trans('Chart')],
                  ['table', Table2, trans('Table')],
                ] as const
              ).map(([id, Icon, label]) => (
                <ToggleButton
                  key={id}
                  id={id}
                  aria-label={label}
                  className="flex size-7 items-center justify-center rounded-[calc(var(--be-radius)/2)] text-muted outline-none hover:text-main data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:outline-primary data-selected:bg-chip data-selected:text-main"
                >
                  <Icon aria-hidden className="size-4" />
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </div>
          {view === 'chart' ? (
            <LineChart buckets={report.buckets} interval={report.interval} series={series} />
          ) : (
            <div className="max-h-[260px] overflow-auto rounded-base border border-divider">
              <table className="w-full text-sm tabular-nums">
                <caption className="sr-only">{trans(series.label)}</caption>
                <thead className="sticky top-0 bg-paper text-left text-xs text-muted">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">{pointHeader[report.interval]}</th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">{trans(series.label)}</th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">{trans('Previous period')}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.buckets.map((bucket, index) => (
                    <tr key={bucket.current.start} className="border-t border-divider">
                      <td className="px-3 py-1.5">{formatBucket(bucket.current)}</td>
                      <td className="px-3 py-1.5 text-right">{formatExact(series.current[index])}</td>
                      <td className="px-3 py-1.5 text-right text-muted">{formatExact(series.previous[index])}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
    </section>
  )
}

export function ReportSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-hidden>
      <Skeleton className="h-[372px]" />
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
    </div>
  )
}
