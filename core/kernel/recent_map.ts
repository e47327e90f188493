/**
 * A Map of at most `max` entries that drops the least recently used ones
 * first, in two generations: reading a recent entry is a single lookup (no
 * reordering: these maps are read several times per request, keyed by long
 * cookie values), reading an older one moves it to the recent generation,
 * and once the recent generation holds half of `max`, it becomes the older
 * one and the previous older generation is dropped whole.
 */
export class RecentMap<K, V> {
  #recent = new Map<K, V>()
  #older = new Map<K, V>()
  readonly #generationSize: number

  constructor(max: number) {
    this.#generationSize = Math.max(1, Math.floor(max / 2))
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
  }

  #store(key: K, value: V) {
    if (this.#recent.size >= this.#generationSize) {
      this.#older = this.#recent
      this.#recent = new Map()
    }
    this.#recent.set(key, value)
  }
}
