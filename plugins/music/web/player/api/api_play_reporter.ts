import type { ApiClient } from '../../../../../web/src/services/api_client.js'
import type { PlayReporter } from '../engine/ports.js'

/** POST music/tracks/{id}/plays: the server counts it (once per listen, rate-limited) and updates history. */
export class ApiPlayReporter implements PlayReporter {
  constructor(private api: Pick<ApiClient, 'post'>) {}

  async report(trackId: number, listenedMs: number) {
    await this.api.post(`music/tracks/${trackId}/plays`, { listened_ms: listenedMs })
  }
}
