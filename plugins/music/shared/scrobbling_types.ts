export const SCROBBLE_SERVICES = ['listenbrainz', 'lastfm'] as const
export type ScrobbleService = (typeof SCROBBLE_SERVICES)[number]

/** A listener's connection as account settings shows it: never the credential. */
export interface ScrobbleConnectionStatus {
  service: ScrobbleService
  /** The account name on the service. */
  username: string | null
  /** 'broken' once the service refused the credential: the listener connects again. */
  status: 'connected' | 'broken'
  last_error: string | null
  last_error_at: string | null
  last_sent_at: string | null
}

/** GET music/scrobbling */
export interface ScrobblingAnswer {
  connections: ScrobbleConnectionStatus[]
  /** Whether the admin set up Last.fm (its API key and secret). */
  lastfm_available: boolean
}
