/**
 * The monthly insights roll-ups' calendar and SQL, without the app (the
 * bench runs them on its own connection): insight_months.ts runs them.
 */
import type { ReportPeriod } from '#core/kernel/shared/reports'
import { INSIGHT_DAYS, INSIGHT_MONTHS, INSIGHT_VALUE_MONTHS, INSIGHT_VALUES } from './insight_tables.js'

/** 'YYYY-MM-01' of a day. */
export function monthOf(day: string) {
  return `${day.slice(0, 7)}-01`
}

/** The last day of the month of `month` ('YYYY-MM-01'). */
function monthEnd(month: string) {
  const [year, number] = month.split('-').map(Number)
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10)
}

function nextMonth(month: string) {
  const [year, number] = month.split('-').map(Number)
  return new Date(Date.UTC(year, number, 1)).toISOString().slice(0, 10)
}

/**
 * The statements that recount one month ('YYYY-MM-01') of the monthly
 * tables from the daily ones, replacing what it held: one INSERT ...
 * SELECT per table, in the database. Shared with the bench, which writes
 * the daily tables itself.
 */
export function monthRollupStatements(month: string): Array<{ sql: string; bindings: string[] }> {
  const days = [month, monthEnd(month)]
  return [
    { sql: `DELETE FROM ${INSIGHT_MONTHS} WHERE month = ?`, bindings: [month] },
    { sql: `DELETE FROM ${INSIGHT_VALUE_MONTHS} WHERE month = ?`, bindings: [month] },
    {
      sql: `INSERT INTO ${INSIGHT_MONTHS} (subject_type, subject_id, month, plays)
        SELECT subject_type, subject_id, ?, SUM(plays) FROM ${INSIGHT_DAYS} WHERE day BETWEEN ? AND ? GROUP BY subject_type, subject_id`,
      bindings: [month, ...days],
    },
    {
      sql: `INSERT INTO ${INSIGHT_VALUE_MONTHS} (subject_type, subject_id, month, dimension, value, plays)
        SELECT subject_type, subject_id, ?, dimension, value, SUM(plays) FROM ${INSIGHT_VALUES} WHERE day BETWEEN ? AND ? GROUP BY subject_type, subject_id, dimension, value`,
      bindings: [month, ...days],
    },
  ]
}

/** Every month ('YYYY-MM-01') from the month of the day `from` to the month of the day `to` ('YYYY-MM-DD'). */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = []
  const last = monthOf(to)
  for (let month = monthOf(from); month <= last; month = nextMonth(month)) months.push(month)
  return months
}

/**
 * A period cut where months begin: the whole months inside it (read from
 * the monthly tables) and the days before and after them (read by day). A
 * period within one month is all days.
 */
export interface PeriodParts {
  months: ReportPeriod | null
  days: ReportPeriod[]
}

export function periodParts(period: ReportPeriod): PeriodParts {
  const firstWhole = period.start.endsWith('-01') ? period.start : nextMonth(monthOf(period.start))
  let lastWhole: string | null = null
  for (let month = firstWhole; monthEnd(month) <= period.end; month = nextMonth(month)) lastWhole = month
  if (lastWhole === null) return { months: null, days: [period] }
  const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
  const days: ReportPeriod[] = []
  if (period.start < firstWhole) days.push({ start: period.start, end: dayBefore(firstWhole) })
  const after = nextMonth(lastWhole)
  if (after <= period.end) days.push({ start: after, end: period.end })
  return { months: { start: firstWhole, end: lastWhole }, days }
}
