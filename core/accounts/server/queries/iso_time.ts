/** A timestamp column as ISO text: a Date from MySQL, or the local-time text Lucid writes on SQLite. */
export function isoTime(value: Date | string | null) {
  if (value === null) return null
  return (value instanceof Date ? value : new Date(value)).toISOString()
}
