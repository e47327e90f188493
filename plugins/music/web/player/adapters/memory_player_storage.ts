import type { PersistedPlayback, PersistedQueue, PlayerStorage } from '../engine/ports.js'

/**
 * PlayerStorage that lives only as long as the page: nothing is read from
 * or written to the browser's storage. Embeds use it, so playing inside
 * someone else's page never replaces the queue the listener left in the app.
 */
export class MemoryPlayerStorage implements PlayerStorage {
  #queue: PersistedQueue | null = null
  #playback: PersistedPlayback | null = null

  loadQueue() {
    return this.#queue && structuredClone(this.#queue)
  }

  loadPlayback() {
    return this.#playback && { ...this.#playback }
  }

  saveQueue(queue: PersistedQueue) {
    this.#queue = queue.tracks.length ? structuredClone(queue) : null
  }

  savePlayback(playback: PersistedPlayback) {
    this.#playback = { ...playback }
  }
}
