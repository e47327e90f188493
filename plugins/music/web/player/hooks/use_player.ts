import { useSyncExternalStore } from 'react'
import { useService } from '@web/kernel/services_context.js'
import type { PlayerEngine } from '../engine/player_engine.js'
import type { PlayerState } from '../engine/types.js'
import { PLAYER_ENGINE } from '../player_services.js'

export function usePlayerEngine(): PlayerEngine {
  return useService(PLAYER_ENGINE)
}

/**
 * The player state, or the part a selector picks. A component re-renders
 * only when what it selected changes, so select small: usePlayer((s) =>
 * s.status) does not re-render four times a second like the position does.
 * Selectors must return values from the state (or primitives), not new objects.
 */
export function usePlayer(): PlayerState
export function usePlayer<T>(select: (state: PlayerState) => T): T
export function usePlayer<T>(select?: (state: PlayerState) => T) {
  const engine = usePlayerEngine()
  const pick = (state: PlayerState) => (select ? select(state) : state)
  // A server-drawn page hydrates with the fresh player it was drawn with.
  return useSyncExternalStore(
    engine.subscribe,
    () => pick(engine.getSnapshot()),
    () => pick(engine.freshSnapshot)
  )
}
