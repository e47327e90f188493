import { DateTime } from 'luxon'

/** A timestamp column's value, written the same way on both databases (UTC, 'yyyy-MM-dd HH:mm:ss'). */
export function sqlTime(time: DateTime) {
  return time.toUTC().toFormat('yyyy-MM-dd HH:mm:ss')
}

/** A timestamp column read back: MySQL gives a Date, SQLite the string written. */
export function fromSqlTime(value: Date | string): DateTime {
  return (value instanceof Date ? DateTime.fromJSDate(value) : DateTime.fromSQL(value, { zone: 'utc' })).toUTC()
}
