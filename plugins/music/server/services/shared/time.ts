import { DateTime } from 'luxon'

/**
 * Timestamps for rows written with the query builder, in the same UTC
 * 'yyyy-MM-dd HH:mm:ss' text Lucid writes on both SQLite and MySQL (a JS Date
 * would land in SQLite as a number).
 */
export function sqlNow(offsetSeconds = 0) {
  return DateTime.utc().plus({ seconds: offsetSeconds }).toFormat('yyyy-MM-dd HH:mm:ss')
}

const SQL_DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/

/** ISO 8601 (UTC) from what the driver returns: a Date (mysql2) or text (SQLite). */
export function toIso(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'number') return new Date(value).toISOString()
  const text = String(value)
  // What Lucid and the query builder write on SQLite, converted without luxon's parser (a hot path: every summary).
  if (SQL_DATETIME.test(text)) return `${text.slice(0, 10)}T${text.slice(11)}Z`
  const parsed = DateTime.fromSQL(text, { zone: 'utc' })
  return parsed.isValid ? parsed.toISO({ suppressMilliseconds: true }) : text
}

/** 'yyyy-MM-dd' from a DATE column. */
export function toDay(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  return String(value).slice(0, 10)
}
