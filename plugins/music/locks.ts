import { defineLock } from '#core/kernel/contract'

/** The music plugin's locks (its manifest's `locks`), taken with `moduleLock(...)`. */

/** One play-count roll-up at a time across processes and app nodes (server/services/plays/play_counts.ts). */
export const PLAY_COUNTS_LOCK = defineLock({
  name: 'music.play_counts',
  ttl: '10m',
  description: 'One roll-up of queued plays into the play counters at a time',
})

/** One recount of the plays report's daily roll-ups at a time (server/services/reports/play_rollups.ts). */
export const PLAY_ROLLUPS_LOCK = defineLock({
  name: 'music.play_rollups',
  ttl: '10m',
  description: "One recount of the admin plays report's daily roll-ups at a time",
})
