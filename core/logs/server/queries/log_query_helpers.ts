import { DateTime } from 'luxon'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type { ErrorLogPage } from '../../shared/error_log_types.js'

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

/** One page of a filtered query, newest first by id, with its total for the pager (the error log's numbered pages). */
export async function pageOf<Row, Entry>(
  filtered: () => DatabaseQueryBuilderContract,
  { page, perPage, columns }: { page: number; perPage: number; columns: string[] },
  present: (row: Row) => Entry
): Promise<Omit<ErrorLogPage, 'data'> & { data: Entry[] }> {
  const [rows, [{ total }]] = await Promise.all([
    filtered().select(columns).orderBy('id', 'desc').offset((page - 1) * perPage).limit(perPage),
    filtered().count('* as total'),
  ])
  return {
    data: rows.map((row) => present(row as Row)),
    current_page: page,
    per_page: perPage,
    total: Number(total),
    last_page: Math.max(1, Math.ceil(Number(total) / perPage)),
  }
}
