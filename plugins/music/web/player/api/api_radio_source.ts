import type { ApiClient } from '../../../../../web/src/services/api_client.js'
import type { RadioSource } from '../engine/ports.js'
import type { RadioSeed } from '../engine/types.js'
import { toPlayerTrack, type TrackSummaryLike } from './player_track.js'

interface RadioPage {
  tracks: TrackSummaryLike[]
  /** Opaque; asks for the following page of the same endless radio. */
  next_cursor?: string | null
}

/**
 * GET music/radio/{seedType}/{seedId}: an endless queue seeded by an artist,
 * track, album, genre or playlist. Each seed remembers its cursor, so a
 * radio continued twice brings new tracks rather than the first page again.
 */
export class ApiRadioSource implements RadioSource {
  #cursors = new Map<string, string>()

  constructor(private api: Pick<ApiClient, 'get'>) {}

  async tracks(seed: RadioSeed) {
    const key = `${seed.type}/${encodeURIComponent(seed.id)}`
    const page = await this.api.get<RadioPage>(`music/radio/${key}`, {
      query: { cursor: this.#cursors.get(key) },
    })
    if (page.next_cursor) this.#cursors.set(key, page.next_cursor)
    return page.tracks.map(toPlayerTrack)
  }
}
