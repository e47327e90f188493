/** The insights' roll-up tables (migration 1763800001300): per subject and day, and per subject, dimension, day and value. */
export const INSIGHT_DAYS = 'play_insight_days'
export const INSIGHT_VALUES = 'play_insight_values'
/** Monthly sums of the daily tables (migration 1780000020100): a year's breakdowns and top tracks read months, not days. */
export const INSIGHT_MONTHS = 'play_insight_months'
export const INSIGHT_VALUE_MONTHS = 'play_insight_value_months'

/** What insights are about: backstage and admin `{tracks|albums|artists}/{id}/insights`. */
export const INSIGHT_SUBJECTS = ['track', 'album', 'artist'] as const
export type InsightSubject = (typeof INSIGHT_SUBJECTS)[number]

/** The columns of plays that insights break down by. */
export const INSIGHT_DIMENSIONS = ['country', 'device', 'platform', 'source'] as const
export type InsightDimension = (typeof INSIGHT_DIMENSIONS)[number]
