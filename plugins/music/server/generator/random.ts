/**
 * A small seeded pseudo-random generator (mulberry32). The demo catalogue,
 * its audio and the synthetic catalogue must come out the same on every run,
 * so nothing here uses Math.random.
 */
export class Random {
  #state: number

  constructor(seed: number | string) {
    this.#state = typeof seed === 'number' ? seed >>> 0 : hashString(seed)
  }

  /** A float in [0, 1). */
  next() {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0
    let t = this.#state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer in [min, max] (both included). */
  int(min: number, max: number) {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  /** A float in [min, max). */
  float(min: number, max: number) {
    return min + this.next() * (max - min)
  }

  chance(probability: number) {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]
  }

  /** `count` distinct items (fewer when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items]
    const picked: T[] = []
    while (picked.length < count && copy.length) picked.push(copy.splice(Math.floor(this.next() * copy.length), 1)[0])
    return picked
  }

  /**
   * An index in [0, size) skewed towards 0 (Zipf-like, exponent about 1):
   * a few artists and tracks get most of the plays, as in real catalogues.
   */
  skewed(size: number) {
    return Math.min(size - 1, Math.floor(Math.exp(this.next() * Math.log(size + 1)) - 1))
  }
}

/** FNV-1a: turns a text seed into a 32-bit state. */
export function hashString(text: string) {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash >>> 0
}
