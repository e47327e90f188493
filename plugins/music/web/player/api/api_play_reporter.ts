import type { ApiClient } from '../../../../../web/src/services/api_client.js'
import { isApiError } from '../../../../../web/src/services/api_error.js'
import type { PlaySource } from '../../../shared/play_sources.js'
import type { PlayReporter } from '../engine/ports.js'
import type { OfflineListens } from './offline_listens.js'

/**
 * POST music/tracks/{id}/plays: the server counts it (once per listen,
 * rate-limited) and updates history. POST .../plays/end: the listen ended
 * (a skip, or how much of a counted play was heard), for insights. An end
 * that finds no network is kept in `offline` for scrobbling once back online.
 */
export class ApiPlayReporter implements PlayReporter {
  constructor(
    private api: Pick<ApiClient, 'post'>,
    private offline?: OfflineListens
  ) {}

  async report(trackId: number, listenedMs: number, source?: PlaySource) {
    await this.api.post(`music/tracks/${trackId}/plays`, { listened_ms: listenedMs, ...(source && { source }) })
  }

  async end(trackId: number, listenedMs: number, source: PlaySource, options: { keepalive?: boolean } = {}) {
    try {
      // keepalive: the report of a listen cut short by closing the tab still leaves.
      await this.api.post(`music/tracks/${trackId}/plays/end`, { listened_ms: listenedMs, source }, options)
    } catch (error) {
      if (this.offline && isApiError(error) && error.code === 'network') {
        this.offline.add({ trackId, listenedMs, listenedAt: Math.floor((Date.now() - listenedMs) / 1000) })
      }
      throw error
    }
  }
}
