import type { ApiClient } from '../../../../../web/src/services/api_client.js'
import { isApiError } from '../../../../../web/src/services/api_error.js'
import type { KeyValueStorage } from '../adapters/local_storage_player_storage.js'

export interface OfflineListen {
  trackId: number
  listenedMs: number
  /** When the listen began, seconds since the epoch. */
  listenedAt: number
}

const STORAGE_KEY = 'cadenza.player.offline-listens'
/** The server takes listens of the last two weeks; a player offline for longer keeps its newest. */
const MAX_KEPT = 500

/**
 * Listens whose report could not leave (the network was gone: saved audio
 * playing offline), kept in storage until the browser is back online, then
 * sent to music/scrobbling/offline-listens with their real time, so the
 * listener's scrobbling services still get them. Storage may be full or
 * blocked: the listen is then lost, as it would have been.
 */
export class OfflineListens {
  constructor(
    private api: Pick<ApiClient, 'post'>,
    private storage: KeyValueStorage
  ) {}

  add(listen: OfflineListen) {
    this.#write([...this.#read(), listen].slice(-MAX_KEPT))
  }

  /** Sends the kept listens, oldest first; stops at the first one the network still cannot carry. */
  async flush() {
    let pending = this.#read()
    while (pending.length) {
      const [listen, ...rest] = pending
      try {
        await this.api.post('music/scrobbling/offline-listens', {
          track_id: listen.trackId,
          listened_at: listen.listenedAt,
          listened_ms: listen.listenedMs,
        })
      } catch (error) {
        // No answer: still offline, try again later. An answer (too short, signed out, gone) will not change: drop it.
        if (!isApiError(error) || error.status === 0) return
      }
      pending = rest
      this.#write(pending)
    }
  }

  #read(): OfflineListen[] {
    try {
      const stored = JSON.parse(this.storage.getItem(STORAGE_KEY) ?? '[]')
      return Array.isArray(stored) ? stored.filter(isOfflineListen) : []
    } catch {
      return []
    }
  }

  #write(listens: OfflineListen[]) {
    try {
      if (listens.length) this.storage.setItem(STORAGE_KEY, JSON.stringify(listens))
      else this.storage.removeItem(STORAGE_KEY)
    } catch {
      // Full or blocked storage: nothing to keep them in.
    }
  }
}

function isOfflineListen(value: unknown): value is OfflineListen {
  const listen = value as OfflineListen
  return Boolean(listen) && [listen.trackId, listen.listenedMs, listen.listenedAt].every(Number.isFinite)
}
