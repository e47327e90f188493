/** What one entry of a RecentMap holds in memory, in bytes (see approximate_bytes.ts). */
export type EntrySize<K, V> = (key: K, value: V) => number

/**
 * A Map of at most `max` entries, and at most `maxBytes` as counted by
 * `sizeOf` when given, that drops the least recently used ones first, in two
 * generations: reading a recent entry is a single lookup (no reordering:
 * these maps are read several times per request, keyed by long cookie
 * values), reading an older one moves it to the recent generation, and once
 * the recent generation holds half of `max` entries (or half of `maxBytes`),
 * it becomes the older one and the previous older generation is dropped
 * whole.
 */
export class RecentMap<K, V> {
  #recent = new Map<K, V>()
  #older = new Map<K, V>()
  #recentBytes = 0
  readonly #generationSize: number
  readonly #generationBytes: number
  readonly #sizeOf: EntrySize<K, V> | undefined

  constructor(max: number, { maxBytes, sizeOf }: { maxBytes?: number; sizeOf?: EntrySize<K, V> } = {}) {
    this.#generationSize = Math.max(1, Math.floor(max / 2))
    this.#generationBytes = maxBytes === undefined || !sizeOf ? Number.POSITIVE_INFINITY : maxBytes / 2
    this.#sizeOf = this.#generationBytes === Number.POSITIVE_INFINITY ? undefined : sizeOf
  }

  get(key: K): V | undefined {
    const value = this.#recent.get(key)
    if (value !== undefined) return value
    const older = this.#older.get(key)
    if (older !== undefined) {
      this.#older.delete(key)
      this.#store(key, older)
    }
    return older
  }

  set(key: K, value: V) {
    this.#older.delete(key)
    if (this.#recent.has(key)) this.#recent.set(key, value)
    else this.#store(key, value)
  }

  delete(key: K) {
    this.#recent.delete(key)
    this.#older.delete(key)
  }

  clear() {
    this.#recent.clear()
    this.#older.clear()
    this.#recentBytes = 0
  }

  #store(key: K, value: V) {
    const bytes = this.#sizeOf ? this.#sizeOf(key, value) : 0
    if (this.#recent.size >= this.#generationSize || this.#recentBytes + bytes > this.#generationBytes) {
      this.#older = this.#recent
      this.#recent = new Map()
      this.#recentBytes = 0
    }
    this.#recent.set(key, value)
    this.#recentBytes += bytes
  }
}

/** The size of an entry of strings: two bytes a character, and the Map's own share. */
export function textEntryBytes(key: string, value: string) {
  return 64 + 2 * (key.length + value.length)
}
