import { createHash } from 'node:crypto'
import { callService, errorOfStatus, ScrobbleCredentialRefused, ScrobbleRejected, ScrobbleServiceUnavailable } from './scrobble_errors.js'
import type { ScrobbledTrack, ScrobbleKind } from './scrobble_listen.js'
import { lastFmKeys, scrobbleEndpoints } from './scrobble_settings.js'

const SERVICE = 'Last.fm'
/** Last.fm's error codes (https://www.last.fm/api/errorcodes): the session or token is no good... */
const CREDENTIAL_ERRORS = new Set([4, 9, 14, 15])
/** ...or the service is down or limiting this key: try again later. */
const TEMPORARY_ERRORS = new Set([8, 11, 16, 29])

/** Last.fm is not set up: the admin has not saved its API key and secret. */
export class LastFmNotConfigured extends Error {
  constructor() {
    super('Last.fm is not set up on this site.')
  }
}

/**
 * The api_sig of a Last.fm call (https://www.last.fm/api/authspec, section 8):
 * every parameter but `format` and `callback`, sorted by name, each name
 * followed by its value, then the shared secret; the md5 of that UTF-8 text.
 */
export function lastFmSignature(params: Record<string, string>, secret: string) {
  const signed = Object.keys(params)
    .filter((name) => name !== 'format' && name !== 'callback')
    .sort()
    .map((name) => `${name}${params[name]}`)
    .join('')
  return createHash('md5').update(`${signed}${secret}`, 'utf8').digest('hex')
}

/** Last.fm's web API (https://www.last.fm/api): the web auth flow, then signed calls with the session key. */
export class LastFmClient {
  constructor(
    private endpoints: { api: string; auth: string },
    private key: string,
    private secret: string
  ) {}

  static async create() {
    const keys = await lastFmKeys()
    if (!keys) throw new LastFmNotConfigured()
    const endpoints = await scrobbleEndpoints()
    return new LastFmClient({ api: endpoints.lastfmApi, auth: endpoints.lastfmAuth }, keys.key, keys.secret)
  }

  /** Where the listener grants access; Last.fm comes back to `callbackUrl` with `?token=`. */
  authorizeUrl(callbackUrl: string) {
    const url = new URL(this.endpoints.auth)
    url.searchParams.set('api_key', this.key)
    url.searchParams.set('cb', callbackUrl)
    return url.toString()
  }

  /** auth.getSession: the granted token for a session key that does not expire, and the account's name. */
  async session(token: string) {
    const body = await this.#call({ method: 'auth.getSession', token })
    const session = body.session as { key?: string; name?: string } | undefined
    if (!session?.key) throw new ScrobbleRejected('Last.fm sent no session.')
    return { key: session.key, name: session.name ?? null }
  }

  async submit(sessionKey: string, track: ScrobbledTrack, kind: ScrobbleKind) {
    await this.#call({
      method: kind.kind === 'listen' ? 'track.scrobble' : 'track.updateNowPlaying',
      sk: sessionKey,
      artist: track.artist,
      track: track.title,
      ...(track.album && { album: track.album }),
      ...(track.durationMs && { duration: String(Math.round(track.durationMs / 1000)) }),
      ...(kind.kind === 'listen' && { timestamp: String(kind.listenedAt) }),
    })
  }

  async #call(params: Record<string, string>) {
    const signed = { ...params, api_key: this.key }
    const form = new URLSearchParams({ ...signed, api_sig: lastFmSignature(signed, this.secret), format: 'json' })
    const response = await callService(SERVICE, this.endpoints.api, { method: 'POST', body: form })
    const body = (await response.json().catch(() => ({}))) as { error?: number; message?: string } & Record<string, unknown>
    if (body.error !== undefined) {
      const message = `Last.fm error ${body.error}: ${body.message ?? ''}`.slice(0, 255)
      if (CREDENTIAL_ERRORS.has(body.error)) throw new ScrobbleCredentialRefused(message)
      if (TEMPORARY_ERRORS.has(body.error)) throw new ScrobbleServiceUnavailable(message)
      throw new ScrobbleRejected(message)
    }
    if (!response.ok) throw errorOfStatus(SERVICE, response.status, '')
    return body
  }
}
