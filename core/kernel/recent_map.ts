/** A Map of at most `max` entries: setting one more drops the least recently read or set. */
export class RecentMap<K, V> {
  #entries = new Map<K, V>()

  constructor(private readonly max: number) {}

  get(key: K): V | undefined {
    const value = this.#entries.get(key)
    if (value !== undefined) {
      // Map order is the recency order: the first key is the one to drop.
      this.#entries.delete(key)
      this.#entries.set(key, value)
    }
    return value
  }

  set(key: K, value: V) {
    this.#entries.delete(key)
    if (this.#entries.size >= this.max) this.#entries.delete(this.#entries.keys().next().value!)
    this.#entries.set(key, value)
  }

  delete(key: K) {
    this.#entries.delete(key)
  }

  clear() {
    this.#entries.clear()
  }
}
