import type { RollupTables } from '#core/kernel/reports/daily_rollups'

/** The columns of page_views counted per value in visit_daily_top, by dimension. */
export const VISIT_DIMENSIONS = {
  page: 'path',
  referrer: 'referrer_host',
  country: 'country',
  device: 'device',
  platform: 'platform',
  browser: 'browser',
} as const
export type VisitDimension = keyof typeof VISIT_DIMENSIONS

/** The visitors tab's daily roll-ups (visit_rollups.ts writes them, visitors_report.ts reads them). */
export const VISIT_ROLLUPS: RollupTables = {
  totals: 'visit_daily_totals',
  top: 'visit_daily_top',
  monthlyTop: 'visit_monthly_top',
  spanTop: 'visit_span_top',
  dimensions: Object.keys(VISIT_DIMENSIONS),
}
