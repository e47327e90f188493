import { defineLock } from '#core/kernel/contract'

/** One recount of the visitors report's daily roll-ups at a time (server/services/visit_rollups.ts). */
export const VISIT_ROLLUPS_LOCK = defineLock({
  name: 'analytics.visit_rollups',
  ttl: '10m',
  description: "One recount of the admin visitors report's daily roll-ups at a time",
})
