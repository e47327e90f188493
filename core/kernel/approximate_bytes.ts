/** What a value costs besides its contents (object header, hidden class, pointer): a rough V8 figure. */
const OBJECT_OVERHEAD = 32
/** Past this many values the walk stops counting: the estimate is for budgets, not an inventory. */
const MAX_VALUES = 200_000

/**
 * Roughly how many bytes of heap a cached value holds, for caches bounded
 * by memory rather than by entries (a search page of 20 rows and an
 * artist's page of 200 tracks differ a hundredfold). Strings count two
 * bytes a character (V8 keeps many as UTF-16), numbers eight, objects,
 * arrays, Maps and Sets their overhead plus their contents. Values reached
 * twice count once. A function counts as an object: what it closes over is
 * not visible, so a cache of closures passes its own size.
 */
export function approximateBytes(value: unknown): number {
  let bytes = 0
  let counted = 0
  const seen = new Set<object>()
  const pending: unknown[] = [value]
  while (pending.length && counted++ < MAX_VALUES) {
    const current = pending.pop()
    switch (typeof current) {
      case 'string':
        bytes += 16 + current.length * 2
        continue
      case 'number':
      case 'bigint':
        bytes += 8
        continue
      case 'boolean':
      case 'undefined':
      case 'symbol':
        continue
    }
    if (current === null || seen.has(current as object)) continue
    seen.add(current as object)
    bytes += OBJECT_OVERHEAD
    if (Buffer.isBuffer(current) || ArrayBuffer.isView(current)) bytes += current.byteLength
    else if (current instanceof Map) for (const entry of current) pending.push(entry[0], entry[1])
    else if (current instanceof Set || Array.isArray(current)) for (const item of current) pending.push(item)
    else if (typeof current === 'object')
      for (const key in current) {
        bytes += 8 + key.length
        pending.push((current as Record<string, unknown>)[key])
      }
  }
  return bytes
}
