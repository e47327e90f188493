import type { ApiClient } from '../../../../../web/src/services/api_client.js'
import type { PlaySource } from '../../../shared/play_sources.js'
import type { PlayReporter } from '../engine/ports.js'

/**
 * POST music/tracks/{id}/plays: the server counts it (once per listen,
 * rate-limited) and updates history. POST .../plays/end: the listen ended
 * (a skip, or how much of a counted play was heard), for insights.
 */
export class ApiPlayReporter implements PlayReporter {
  constructor(private api: Pick<ApiClient, 'post'>) {}

  async report(trackId: number, listenedMs: number, source?: PlaySource) {
    await this.api.post(`music/tracks/${trackId}/plays`, { listened_ms: listenedMs, ...(source && { source }) })
  }

  async end(trackId: number, listenedMs: number, source: PlaySource, options: { keepalive?: boolean } = {}) {
    // keepalive: the report of a listen cut short by closing the tab still leaves.
    await this.api.post(`music/tracks/${trackId}/plays/end`, { listened_ms: listenedMs, source }, options)
  }
}
