import { performance } from 'node:perf_hooks'
import { getHeapStatistics } from 'node:v8'

/** How often the server looks whether it has gone quiet. */
const CHECK_EVERY_MS = 1000

/** Event-loop utilization under which a second counts as quiet: timers and the odd probe, no traffic. */
const QUIET_UTILIZATION = 0.05

/** Heap grown since the last collection here before another is worth its pause (100-220 ms after a flood, while nothing waits). */
const WORTH_COLLECTING_BYTES = 32 * 1024 * 1024

/**
 * V8's most thorough collection (what it runs before giving up on memory):
 * it also compacts the old generation's sparse pages and shrinks the young
 * generation, which a regular one leaves committed.
 */
const EVERYTHING = { type: 'major', execution: 'sync', flavor: 'last-resort' } as const

type Collect = (options: typeof EVERYTHING) => void

/**
 * One thorough garbage collection when the server goes quiet after a burst
 * of work. V8 collects as it allocates, so once requests stop it never
 * collects again: after bench:pages' floods the heap stayed at 178 MB used
 * (94 MB of it live) with 207 MB committed, and RSS at 500 MB, unchanged
 * after 60 s idle. With this, RSS 10 s after the floods is 349-369 MB
 * (issue 13's target: < 400; docs/performance.md, "Server-drawn pages under
 * a flood"). `gc` is there with --expose-gc (bin/server_node_flags.js);
 * without it, as in tests' in-process servers, this does nothing.
 * tests/unit/kernel/idle_collection.spec.ts fails if V8 starts collecting
 * quiet processes by itself (then this can go) or if the flag goes missing.
 * Returns what stops it.
 */
export function collectWhenQuiet(
  collect: Collect | undefined = globalThis.gc as Collect | undefined
) {
  if (!collect) return () => {}
  let usedAfterCollection = getHeapStatistics().used_heap_size
  let previous = performance.eventLoopUtilization()
  const timer = setInterval(() => {
    const current = performance.eventLoopUtilization()
    const quiet =
      performance.eventLoopUtilization(current, previous).utilization < QUIET_UTILIZATION
    previous = current
    if (!quiet || getHeapStatistics().used_heap_size - usedAfterCollection < WORTH_COLLECTING_BYTES)
      return
    collect(EVERYTHING)
    usedAfterCollection = getHeapStatistics().used_heap_size
  }, CHECK_EVERY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
