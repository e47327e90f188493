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

/** Longest wait for the page's pictures: a broken or slow image must not keep the track unprimed. */
const IMAGES_WAIT_MS = 4000

/**
 * Resolves once the document has loaded and every picture on the page has
 * arrived (or failed), so an audio download never competes with the cover,
 * the page's largest paint, on a slow connection.
 */
function pageVisualsLoaded(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) =>
          window.addEventListener('load', () => resolve(), { once: true })
        )
  return loaded.then(() => {
    const pending = Array.from(document.images).filter((image) => !image.complete)
    const arrivals = pending.map(
      (image) =>
        new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true })
          image.addEventListener('error', () => resolve(), { once: true })
        })
    )
    const cap = new Promise<void>((resolve) => setTimeout(resolve, IMAGES_WAIT_MS))
    return Promise.race([Promise.all(arrivals).then(() => undefined), cap])
  })
}

/** Runs `run` once the page's visuals are in and the browser is idle; returns the cancel. */
function afterPageVisuals(run: () => void) {
  let cancelIdle: (() => void) | undefined
  let cancelled = false
  void pageVisualsLoaded().then(() => {
    if (!cancelled) cancelIdle = whenIdle(run)
  })
  return () => {
    cancelled = true
    cancelIdle?.()
  }
}

/**
 * Primes the page's own track (see PlayerEngine.primeTrack) once the page
 * has rendered, its pictures have arrived and the browser is idle, so
 * pressing its play button starts the sound at once instead of setting up
 * the media pipeline first.
 */
export function usePrimeTrack(track: TrackSummaryLike | null | undefined) {
  const engine = usePlayerEngine()
  const latest = track ?? null
  // Keyed by the track's id: a refetch that replaces the object is the same track.
  const id = latest?.id
  useEffect(
    () => (latest ? afterPageVisuals(() => engine.primeTrack(toPlayerTrack(latest))) : undefined),
    [engine, id]
  )
}
