import type { ComponentType } from 'react'
import type { PlayerTrack } from './engine/types.js'

/** The like feature, contributed by the library screens: a button for the bar and what L does. */
export interface LikeAction {
  Button: ComponentType<{ track: PlayerTrack }>
  toggle(track: PlayerTrack): void
}

/**
 * What other features plug into the player bar. The player knows nothing of
 * likes or the library; whoever owns them registers here, and the bar and
 * the keyboard shortcuts pick it up.
 */
export class PlayerExtensions {
  #like: LikeAction | null = null
  #listeners = new Set<() => void>()

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener)
    return () => {
      this.#listeners.delete(listener)
    }
  }

  getLikeAction = () => this.#like

  /** Returns the function that takes it back (an effect's cleanup). */
  setLikeAction(action: LikeAction) {
    this.#like = action
    this.#emit()
    return () => {
      if (this.#like !== action) return
      this.#like = null
      this.#emit()
    }
  }

  #emit() {
    this.#listeners.forEach((listener) => listener())
  }
}
