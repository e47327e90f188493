import type { ReportSource } from '#core/kernel/contract'
import { readDailyTotals, readTopLists } from '#core/kernel/reports/daily_rollups'
import type { ReportPeriods, ReportRanking } from '#core/kernel/shared/reports'
import { VISIT_ROLLUPS, type VisitDimension } from './visit_rollup_tables.js'

/**
 * The admin report index's visitors tab (the manifest's `reports`): unique
 * visitors and page views per day against the previous period, the most
 * visited pages, referring sites, countries, devices, systems and browsers.
 * Reads the daily roll-ups only (visit_rollups.ts). A visitor is counted
 * once a day: the hash that tells visitors apart changes daily, so someone
 * who comes on two days of a range counts twice.
 */
const visitorsReport: ReportSource = {
  async read(periods: ReportPeriods) {
    const totals = await readDailyTotals(VISIT_ROLLUPS.totals, ['visitors', 'page_views'], periods)
    const shown = [
      { key: 'visitors', label: 'Visitors' },
      { key: 'page_views', label: 'Page views' },
    ]
    const lists = [
      { key: 'pages', label: 'Top pages', kind: 'top', dimension: 'page', metric: 'page_views', limit: 10 },
      { key: 'referrers', label: 'Referrers', kind: 'top', dimension: 'referrer', metric: 'visitors', limit: 10 },
      { key: 'countries', label: 'Countries', kind: 'countries', dimension: 'country', metric: 'visitors', limit: 250 },
      { key: 'devices', label: 'Devices', kind: 'breakdown', dimension: 'device', metric: 'visitors', limit: 10 },
      { key: 'platforms', label: 'Platforms', kind: 'breakdown', dimension: 'platform', metric: 'visitors', limit: 10 },
      { key: 'browsers', label: 'Browsers', kind: 'breakdown', dimension: 'browser', metric: 'visitors', limit: 10 },
    ] as const
    // The top lists of the days rolled up so far, in one statement.
    const tops = await readTopLists(VISIT_ROLLUPS, totals.counted, [...lists])
    return {
      metrics: shown.map(({ key, label }) => ({ key, label, value: totals.sums.current[key], previous: totals.sums.previous[key] })),
      series: shown.map(({ key, label }) => ({ key, label, current: totals.current[key], previous: totals.previous[key] })),
      rankings: lists.map((list) => ranking(list, tops.get(list.dimension) ?? [])),
    }
  },
}

export default visitorsReport

function ranking(
  { key, label, kind, dimension, metric }: { key: string; label: string; kind: ReportRanking['kind']; dimension: VisitDimension; metric: 'visitors' | 'page_views' },
  top: Array<{ value: string; total: number }>
): ReportRanking {
  return {
    key,
    label,
    kind,
    valueLabel: metric === 'visitors' ? 'Visitors' : 'Page views',
    items: top
      // Direct visits have no referrer: the list is of sites that sent visitors.
      .filter(({ value }) => dimension !== 'referrer' || value !== '')
      .map(({ value, total }) => ({ label: value, value: total, href: dimension === 'page' ? value : null })),
  }
}
