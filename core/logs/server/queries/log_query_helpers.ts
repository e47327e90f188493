import { DateTime } from 'luxon'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'

/**
 * Timestamps come back as text on SQLite and as Date on MySQL; a JS Date
 * written to SQLite (schedule_runs' started_at) is stored as epoch
 * milliseconds. Each becomes an ISO time in UTC.
 */
export function isoTime(value: string | number | Date) {
  const time =
    value instanceof Date
      ? DateTime.fromJSDate(value)
      : typeof value === 'number'
        ? DateTime.fromMillis(value)
        : DateTime.fromSQL(value, { zone: 'utc' })
  return time.toUTC().toISO()!
}

/**
 * Rows whose columns contain the typed text, ignoring case. INSTR reads the
 * same on SQLite and MySQL and needs no LIKE escaping; it scans, which the
 * logs can afford (they are pruned, and only admins search them).
 */
export function whereContains(query: DatabaseQueryBuilderContract, columns: string[], text: string) {
  const needle = text.toLowerCase()
  return query.where((any) => {
    for (const column of columns) any.orWhereRaw(`INSTR(LOWER(${column}), ?) > 0`, [needle])
  })
}
