/**
 * How many values of each dimension the roll-ups keep (daily_rollups.ts
 * says why), in a module of their own that imports nothing: the report
 * bench builds roll-ups outside the app with the same limits.
 */
export const TOP_VALUES_PER_DAY = 100
export const TOP_VALUES_PER_MONTH = 300
