/**
 * When the next track starts, for an output that schedules sound ahead
 * (Web Audio). Times are on the audio clock, in seconds.
 */
export interface Transition {
  /** When the next track's first sample plays. */
  nextStartAt: number
  /** How long the two overlap, the current one fading out and the next fading in; 0 for a plain cut. */
  fadeSeconds: number
}

/**
 * Gapless: the next track starts on the very sample the current one ends.
 * Crossfade: it starts `crossfadeSeconds` earlier, never more than half of
 * either track, so a short track is not swallowed by the fade.
 */
export function planTransition(
  currentEndsAt: number,
  currentDuration: number,
  nextDuration: number,
  crossfadeSeconds: number
): Transition {
  const fadeSeconds = Math.max(0, Math.min(crossfadeSeconds, currentDuration / 2, nextDuration / 2))
  return { nextStartAt: currentEndsAt - fadeSeconds, fadeSeconds }
}

/**
 * An equal-power fade in `steps` values from 0 to 1 (or 1 to 0): sine and
 * cosine of a quarter turn, so the two tracks' powers always add up to one
 * and the crossfade has no dip in loudness halfway.
 */
export function equalPowerCurve(steps: number, direction: 'in' | 'out'): Float32Array {
  const curve = new Float32Array(Math.max(2, steps))
  const last = curve.length - 1
  for (let index = 0; index <= last; index++) {
    const angle = (index / last) * (Math.PI / 2)
    curve[index] = direction === 'in' ? Math.sin(angle) : Math.cos(angle)
  }
  return curve
}
