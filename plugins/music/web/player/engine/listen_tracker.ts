import type { PlaySource } from '../../../shared/play_sources.js'

/** A listen counts after 30 s, or half the track when that is shorter. */
export const MIN_LISTEN_SECONDS = 30
/**
 * Position reports arrive a few times a second while playing; a larger step
 * forward is a jump (seek, catch-up after a stall), not listening.
 */
const MAX_STEP_SECONDS = 3

/**
 * Counts the seconds actually listened to during one listen of a track, from
 * the position reports of the audio, and says once when the listen has
 * become a play worth recording. Seeking moves the position without adding.
 */
export class ListenTracker {
  #listened = 0
  #lastPosition: number
  #reported = false

  constructor(
    readonly trackId: number,
    private duration: number,
    startAt = 0,
    /** Where this listen started (the queue's context then), reported with it. */
    readonly source: PlaySource = 'other'
  ) {
    this.#lastPosition = startAt
  }

  get listenedSeconds() {
    return this.#listened
  }

  setDuration(duration: number) {
    this.duration = duration
  }

  /** The position moved without listening (a seek): count on from there. */
  jump(position: number) {
    this.#lastPosition = position
  }

  /**
   * A position report while playing. Returns the milliseconds listened when
   * this report crosses the threshold, exactly once per listen; else null.
   */
  progress(position: number): number | null {
    const step = position - this.#lastPosition
    this.#lastPosition = position
    if (step > 0 && step <= MAX_STEP_SECONDS) this.#listened += step
    if (this.#reported || this.#listened < this.#threshold()) return null
    this.#reported = true
    return Math.round(this.#listened * 1000)
  }

  #threshold() {
    return this.duration > 0 ? Math.min(MIN_LISTEN_SECONDS, this.duration / 2) : MIN_LISTEN_SECONDS
  }
}
