import type { ReportSource } from '#core/kernel/contract'
import { readDailyTotals, readTopValues } from '#core/kernel/reports/daily_rollups'
import type { ReportPeriod, ReportPeriods, ReportRanking } from '#core/kernel/shared/reports'
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
    const period = periods.current
    return {
      metrics: shown.map(({ key, label }) => ({ key, label, value: totals.sums.current[key], previous: totals.sums.previous[key] })),
      series: shown.map(({ key, label }) => ({ key, label, current: totals.current[key], previous: totals.previous[key] })),
      rankings: [
        await ranking('pages', 'Top pages', 'top', 'page', period, 'page_views'),
        await ranking('referrers', 'Referrers', 'top', 'referrer', period),
        await ranking('countries', 'Countries', 'countries', 'country', period, 'visitors', 250),
        await ranking('devices', 'Devices', 'breakdown', 'device', period),
        await ranking('platforms', 'Platforms', 'breakdown', 'platform', period),
        await ranking('browsers', 'Browsers', 'breakdown', 'browser', period),
      ],
    }
  },
}

export default visitorsReport

async function ranking(
  key: string,
  label: string,
  kind: ReportRanking['kind'],
  dimension: VisitDimension,
  period: ReportPeriod,
  metric: 'visitors' | 'page_views' = 'visitors',
  limit = 10
): Promise<ReportRanking> {
  const top = await readTopValues(VISIT_ROLLUPS, dimension, metric, period, limit)
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
