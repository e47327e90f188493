/** One field of an audited subject whose value the write changed (or every field, for a creation or deletion). */
export interface ChangedField {
  key: string
  before: unknown
  after: unknown
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The fields that differ between before and after, in the order they first
 * appear; a whole value when either side is not an object. Values compare as
 * JSON, so a nested change shows as its top-level field.
 */
export function changedFields(before: unknown, after: unknown): ChangedField[] {
  if (!isRecord(before) && !isRecord(after)) {
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ key: '', before, after }]
  }
  const was = isRecord(before) ? before : {}
  const now = isRecord(after) ? after : {}
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])]
  return keys
    .filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]))
    .map((key) => ({ key, before: was[key] ?? null, after: now[key] ?? null }))
}

/** A value as the diff prints it: text as it is, anything else as indented JSON. */
export function printed(value: unknown) {
  if (value === null || value === undefined) return ''
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2)
}
