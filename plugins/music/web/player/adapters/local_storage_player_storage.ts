import { parsePersistedPlayback, parsePersistedQueue } from '../engine/persisted_state.js'
import type { PersistedPlayback, PersistedQueue, PlayerStorage } from '../engine/ports.js'

/** The part of the Web Storage API used here (window.localStorage in the app). */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

const QUEUE_KEY = 'cadenza.player.queue'
const PLAYBACK_KEY = 'cadenza.player.playback'

/**
 * PlayerStorage on localStorage. Storage can be full, disabled (private
 * modes) or hold junk: the player then simply starts empty.
 */
export class LocalStoragePlayerStorage implements PlayerStorage {
  constructor(private storage: KeyValueStorage) {}

  loadQueue() {
    return parsePersistedQueue(this.#read(QUEUE_KEY))
  }

  loadPlayback() {
    return parsePersistedPlayback(this.#read(PLAYBACK_KEY))
  }

  saveQueue(queue: PersistedQueue) {
    if (queue.tracks.length) this.#write(QUEUE_KEY, queue)
    else this.#remove(QUEUE_KEY)
  }

  savePlayback(playback: PersistedPlayback) {
    this.#write(PLAYBACK_KEY, playback)
  }

  #read(key: string): unknown {
    try {
      const raw = this.storage.getItem(key)
      return raw === null ? null : JSON.parse(raw)
    } catch {
      return null
    }
  }

  #write(key: string, value: unknown) {
    try {
      this.storage.setItem(key, JSON.stringify(value))
    } catch {
      // Over quota or storage disabled: this session still plays, it just won't be restored.
    }
  }

  #remove(key: string) {
    try {
      this.storage.removeItem(key)
    } catch {
      // Storage disabled: nothing was stored either.
    }
  }
}
