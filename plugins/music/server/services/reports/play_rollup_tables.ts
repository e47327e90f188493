import type { RollupTables } from '#core/kernel/reports/daily_rollups'

/** The dimensions of play_daily_top: ids for the catalogue, names for the rest. */
export const PLAY_DIMENSIONS = ['track', 'artist', 'album', 'country', 'device', 'platform'] as const
export type PlayDimension = (typeof PLAY_DIMENSIONS)[number]

/** The plays tab's daily roll-ups (play_rollups.ts writes them, plays_report.ts reads them). */
export const PLAY_ROLLUPS: RollupTables = {
  totals: 'play_daily_totals',
  top: 'play_daily_top',
  monthlyTop: 'play_monthly_top',
  spanTop: 'play_span_top',
  dimensions: PLAY_DIMENSIONS,
}
