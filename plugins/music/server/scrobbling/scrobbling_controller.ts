import type { HttpContext } from '@adonisjs/core/http'
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { appUrl } from '#config/app'
import { signedInViewer } from '../guards.js'
import { invalid, MusicHttpError, notFound } from '../services/shared/errors.js'
import { connectionsOf, removeConnection, saveConnection } from './scrobble_connections.js'
import { ListenBrainzClient } from './listenbrainz_client.js'
import { LastFmClient, LastFmNotConfigured } from './lastfm_client.js'
import { ScrobbleCredentialRefused } from './scrobble_errors.js'
import { lastFmKeys } from './scrobble_settings.js'
import { lastFmCallbackValidator, listenBrainzTokenValidator, offlineListenValidator } from './scrobbling_validators.js'
import { sendOfflineListen } from './offline_listens.js'
import { SCROBBLE_SERVICES, type ScrobbleService, type ScrobblingAnswer } from '../../shared/scrobbling_types.js'

/** The session key holding the nonce of a Last.fm authorization under way (the callback must carry it back). */
const LASTFM_STATE = 'music.scrobbling.lastfm_state'
const SETTINGS_PAGE = '/account-settings'
/** What a listener is told to wait when ListenBrainz is down while checking their token. */
const SERVICE_RETRY_SECONDS = 60

/** music/scrobbling: the signed-in listener's links to ListenBrainz and Last.fm (docs/scrobbling.md). */
export default class ScrobblingController {
  /** GET scrobbling: each connection's state, never its credential; whether Last.fm is offered at all. */
  async index(ctx: HttpContext): Promise<ScrobblingAnswer> {
    return { connections: await connectionsOf(signedInViewer(ctx).userId), lastfm_available: (await lastFmKeys()) !== null }
  }

  /** PUT scrobbling/listenbrainz {token}: kept once ListenBrainz says the token is valid. */
  async connectListenBrainz(ctx: HttpContext) {
    const { token } = await ctx.request.validateUsing(listenBrainzTokenValidator)
    let username: string
    try {
      username = await (await ListenBrainzClient.create()).validateToken(token)
    } catch (error) {
      if (error instanceof ScrobbleCredentialRefused) throw invalid('token', 'ListenBrainz does not know this token.')
      // Down or unreachable: nothing the listener did wrong; the same token may pass in a minute.
      ctx.logger.warn({ err: error }, 'ListenBrainz could not check a token')
      return ctx.response.header('Retry-After', String(SERVICE_RETRY_SECONDS)).serviceUnavailable({ message: 'ListenBrainz could not be reached. Please try again later.' })
    }
    await saveConnection(signedInViewer(ctx).userId, 'listenbrainz', token, username)
    return { connections: await connectionsOf(signedInViewer(ctx).userId) }
  }

  /** POST scrobbling/lastfm/authorize: where to send the listener to allow access on Last.fm. */
  async authorizeLastFm(ctx: HttpContext) {
    const client = await lastFmClient()
    const state = randomBytes(16).toString('hex')
    ctx.session.put(LASTFM_STATE, state)
    const callback = new URL('/api/v1/music/scrobbling/lastfm/callback', appUrl)
    callback.searchParams.set('state', state)
    return { url: client.authorizeUrl(callback.toString()) }
  }

  /**
   * GET scrobbling/lastfm/callback?state&token: Last.fm sends the listener
   * back here; the token is traded for a session key (auth.getSession), and
   * the listener lands on account settings, told how it went.
   */
  async lastFmCallback(ctx: HttpContext) {
    const { token, state } = await ctx.request.validateUsing(lastFmCallbackValidator, { data: ctx.request.qs() })
    const expected = ctx.session.pull(LASTFM_STATE) as string | undefined
    if (!expected || !sameText(expected, state)) return ctx.response.redirect(`${SETTINGS_PAGE}?scrobbling=lastfm-failed#scrobbling`)
    try {
      const session = await (await lastFmClient()).session(token)
      await saveConnection(signedInViewer(ctx).userId, 'lastfm', session.key, session.name)
    } catch (error) {
      ctx.logger.warn({ err: error }, 'Last.fm refused to connect an account')
      return ctx.response.redirect(`${SETTINGS_PAGE}?scrobbling=lastfm-failed#scrobbling`)
    }
    return ctx.response.redirect(`${SETTINGS_PAGE}?scrobbling=lastfm-connected#scrobbling`)
  }

  /** DELETE scrobbling/:service: forgets the credential; nothing more is sent there. */
  async disconnect(ctx: HttpContext) {
    const service = ctx.params.service as ScrobbleService
    if (!SCROBBLE_SERVICES.includes(service) || !(await removeConnection(signedInViewer(ctx).userId, service))) throw notFound()
    return ctx.response.noContent()
  }

  /** POST scrobbling/offline-listens {track_id, listened_at, listened_ms}: a listen the player heard offline. */
  async offlineListen(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(offlineListenValidator)
    await sendOfflineListen({ viewer: signedInViewer(ctx), trackId: input.track_id, listenedAt: input.listened_at, listenedMs: input.listened_ms })
    return ctx.response.accepted({ queued: true })
  }
}

async function lastFmClient() {
  try {
    return await LastFmClient.create()
  } catch (error) {
    if (error instanceof LastFmNotConfigured) throw new MusicHttpError(error.message, 409)
    throw error
  }
}

function sameText(a: string, b: string) {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
}
