import type { Limiter } from '@adonisjs/limiter'
import { consumeOrWait } from '#core/kernel/rate_limits'

/**
 * One attempt counted against several limits at once (per account, per IP
 * address...), before it is checked so parallel attempts cannot slip past.
 * An attempt that must not count (a right password: the limits then hold
 * only the failures) is given back; a counter with `clearOnSuccess` starts
 * afresh instead.
 */
export class AttemptLimits {
  constructor(private counters: Array<{ limit: Limiter; key: string; clearOnSuccess?: boolean }>) {}

  /** Counts an attempt. Returns the seconds to wait when a limit is used up (refuse it), else 0. */
  async hit(): Promise<number> {
    for (const { limit, key } of this.counters) {
      const wait = await consumeOrWait(limit, key)
      if (wait) return wait
    }
    return 0
  }

  /** The attempt no longer counts (it succeeded, or it changed nothing). */
  async giveBack() {
    for (const { limit, key, clearOnSuccess } of this.counters) {
      if (clearOnSuccess) await limit.delete(key)
      else await limit.decrement(key)
    }
  }
}
