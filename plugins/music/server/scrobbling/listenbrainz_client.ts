import { callService, errorOfStatus, ScrobbleCredentialRefused } from './scrobble_errors.js'
import type { ScrobbledTrack, ScrobbleKind } from './scrobble_listen.js'
import { scrobbleEndpoints } from './scrobble_settings.js'

const SERVICE = 'ListenBrainz'
/** The listener waits on the token check in account settings. */
const VALIDATE_TIMEOUT_MS = 8000

/**
 * ListenBrainz's API (https://listenbrainz.readthedocs.io, "Core API"):
 * a user token in `Authorization: Token ...`, checked by validate-token,
 * and listens posted to submit-listens as 'single' or 'playing_now'.
 */
export class ListenBrainzClient {
  constructor(private baseUrl: string) {}

  static async create() {
    return new ListenBrainzClient((await scrobbleEndpoints()).listenbrainz)
  }

  /** The account name the token belongs to; ScrobbleCredentialRefused when it is not a valid token. */
  async validateToken(token: string): Promise<string> {
    const response = await callService(SERVICE, `${this.baseUrl}/1/validate-token`, { headers: { Authorization: `Token ${token}` } }, VALIDATE_TIMEOUT_MS)
    const body = (await response.json().catch(() => ({}))) as { valid?: boolean; user_name?: string; message?: string }
    if (response.ok && body.valid && body.user_name) return body.user_name
    if (response.ok || response.status === 400 || response.status === 401) throw new ScrobbleCredentialRefused(body.message ?? 'Token invalid.')
    throw errorOfStatus(SERVICE, response.status, body.message ?? '')
  }

  async submit(token: string, track: ScrobbledTrack, kind: ScrobbleKind) {
    const listen = {
      ...(kind.kind === 'listen' && { listened_at: kind.listenedAt }),
      track_metadata: {
        artist_name: track.artist,
        track_name: track.title,
        ...(track.album && { release_name: track.album }),
        additional_info: {
          submission_client: 'Cadenza',
          media_player: 'Cadenza',
          ...(track.durationMs && { duration_ms: track.durationMs }),
        },
      },
    }
    const response = await callService(SERVICE, `${this.baseUrl}/1/submit-listens`, {
      method: 'POST',
      headers: { 'Authorization': `Token ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ listen_type: kind.kind === 'listen' ? 'single' : 'playing_now', payload: [listen] }),
    })
    if (response.ok) return
    const body = (await response.json().catch(() => ({}))) as { error?: string }
    throw errorOfStatus(SERVICE, response.status, body.error ?? '')
  }
}
