import { useEffect } from 'react'
import { toPlayerTrack, type TrackSummaryLike } from '../api/player_track.js'
import { usePlayerEngine } from './use_player.js'

/** Runs `run` when the browser is idle (Safari has no requestIdleCallback: a short timeout stands in); returns the cancel. */
function whenIdle(run: () => void) {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(run, 200)
    return () => clearTimeout(timer)
  }
  const handle = requestIdleCallback(run, { timeout: 2000 })
  return () => cancelIdleCallback(handle)
}

/**
 * Primes the page's own track (see PlayerEngine.primeTrack) once the page
 * has rendered and the browser is idle, so pressing its play button starts
 * the sound at once instead of setting up the media pipeline first.
 */
export function usePrimeTrack(track: TrackSummaryLike | null | undefined) {
  const engine = usePlayerEngine()
  const latest = track ?? null
  // Keyed by the track's id: a refetch that replaces the object is the same track.
  const id = latest?.id
  useEffect(
    () => (latest ? whenIdle(() => engine.primeTrack(toPlayerTrack(latest))) : undefined),
    [engine, id]
  )
}
