/**
 * The admin's report index (spec section 2, "Report index with plays and
 * visitors tabs"): what a module's report hands back and what the report API
 * answers. Modules declare reports in their manifests (`reports`, see
 * contract.ts); core/admin serves and draws them without knowing any. Lives
 * in shared/ because the report screen draws these payloads.
 */

/** The ranges the range picker offers, in days; anything else is a custom range. */
export const REPORT_PRESETS = { '7d': 7, '30d': 30, '90d': 90, '365d': 365 } as const
export type ReportPreset = keyof typeof REPORT_PRESETS

/** The longest range a report covers (a leap year); its previous period is as long. */
export const MAX_REPORT_DAYS = 366

/** Days (UTC, 'YYYY-MM-DD'), both ends included. */
export interface ReportPeriod {
  start: string
  end: string
}

/** The range asked for and the period of equal length just before it, which it is compared with. */
export interface ReportPeriods {
  current: ReportPeriod
  previous: ReportPeriod
}

/** A headline number of the range, with the same number for the previous period. */
export interface ReportMetric {
  key: string
  /** An interface text (translated by the screen). */
  label: string
  value: number
  previous: number
}

/**
 * A number per point: `current[i]` is the i-th point of the range,
 * `previous[i]` the i-th of the previous period. A report source gives one per
 * day; the answer sums them per bucket (ReportAnswer's `buckets`).
 */
export interface ReportSeries {
  key: string
  label: string
  current: number[]
  previous: number[]
}

export interface ReportRankingItem {
  /** What is ranked: a track's name, a country code (kind `countries`), a browser... */
  label: string
  /** A second, muted line (a track's artists). */
  detail?: string | null
  value: number
  /** Where the item is in the site (a track's page). */
  href?: string | null
  image?: string | null
}

/**
 * A ranked list over the range, most first. `top`: a list with links and
 * images (top tracks); `countries`: labels are ISO 3166-1 alpha-2 codes, drawn
 * on the world map; `breakdown`: shares of a whole (devices, browsers).
 */
export interface ReportRanking {
  key: string
  label: string
  kind: 'top' | 'countries' | 'breakdown'
  /** What `value` counts ('Plays', 'Visitors'). */
  valueLabel: string
  items: ReportRankingItem[]
}

/** What a module's report source reads for a range: every part is optional to fill but always present. */
export interface ReportData {
  metrics: ReportMetric[]
  series: ReportSeries[]
  rankings: ReportRanking[]
}

/** A report the index offers (a tab). */
export interface ReportSummary {
  name: string
  label: string
}

/** GET admin/reports: the tabs, in order. */
export interface ReportListAnswer {
  reports: ReportSummary[]
}

/**
 * What one point of a report's series sums: a day up to 92 days, a week
 * (Monday to Sunday) up to 184, a month beyond, so a year is 13 points, not 365.
 */
export type ReportInterval = 'day' | 'week' | 'month'

/**
 * The days one point of the series covers (UTC days, the report's time zone):
 * a calendar day, week or month of the range, the first and last cut to it,
 * and the days as far from the previous period's start.
 */
export interface ReportBucket {
  current: ReportPeriod
  previous: ReportPeriod
}

/** GET admin/reports/:name: one report over a range, with the points its series are for. */
export interface ReportAnswer extends ReportData {
  report: ReportSummary
  period: ReportPeriod
  previous: ReportPeriod
  interval: ReportInterval
  /** The points of `series`, in order: the x axis. */
  buckets: ReportBucket[]
}
