/**
 * About how many bytes of memory a cached value holds: what the read caches'
 * memory layer counts to stay within its byte budget (config/cache.ts).
 *
 * Bentocache's memory layer can only measure serialized (string) entries, and
 * ours are kept as objects and compressed buffers, so the budget is counted
 * here: strings at 2 bytes a character (V8's two-byte worst case; one-byte
 * strings are overcounted, never under), buffers at their length, numbers and
 * other scalars at 8, and every object, array and property at a small fixed
 * overhead. A value seen twice in one entry counts once. It runs when an
 * entry is stored, a cache miss that already paid for a database read.
 */
const SCALAR = 8
const OBJECT_OVERHEAD = 32
const PROPERTY_OVERHEAD = 16

export function approximateBytes(value: unknown, seen = new Set<object>()): number {
  if (typeof value === 'string') return OBJECT_OVERHEAD / 2 + value.length * 2
  if (value === null || typeof value !== 'object') return SCALAR
  if (seen.has(value)) return 0
  seen.add(value)
  if (ArrayBuffer.isView(value)) return OBJECT_OVERHEAD + value.byteLength
  if (value instanceof ArrayBuffer) return OBJECT_OVERHEAD + value.byteLength
  let total = OBJECT_OVERHEAD
  if (value instanceof Map) {
    for (const [key, entry] of value) total += PROPERTY_OVERHEAD + approximateBytes(key, seen) + approximateBytes(entry, seen)
    return total
  }
  if (value instanceof Set || Array.isArray(value)) {
    for (const entry of value) total += SCALAR + approximateBytes(entry, seen)
    return total
  }
  for (const key in value) {
    total += PROPERTY_OVERHEAD + key.length + approximateBytes((value as Record<string, unknown>)[key], seen)
  }
  return total
}
