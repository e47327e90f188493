import type { Clock } from '../../../../web/src/services/clock.js'

/** A clock that only moves when the test says so. */
export class FakeClock implements Clock {
  #now = 0
  #nextId = 1
  #timers = new Map<number, { at: number; callback: () => void }>()

  now() {
    return this.#now
  }

  setTimeout(callback: () => void, ms: number) {
    const id = this.#nextId++
    this.#timers.set(id, { at: this.#now + ms, callback })
    return id
  }

  clearTimeout(handle: unknown) {
    this.#timers.delete(handle as number)
  }

  /** Moves time forward, firing due timers in order. */
  advance(ms: number) {
    const target = this.#now + ms
    for (;;) {
      const due = [...this.#timers]
        .filter(([, timer]) => timer.at <= target)
        .sort((a, b) => a[1].at - b[1].at)[0]
      if (!due) break
      this.#timers.delete(due[0])
      this.#now = due[1].at
      due[1].callback()
    }
    this.#now = target
  }

  get pendingTimers() {
    return this.#timers.size
  }
}
