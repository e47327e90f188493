/**
 * Local stand-ins for the scrobbling services, real HTTP servers speaking
 * their protocols:
 *
 * - ListenBrainz: GET /1/validate-token and POST /1/submit-listens with
 *   `Authorization: Token <user token>` (listenbrainz.readthedocs.io, Core API);
 * - Last.fm: the web auth page (/api/auth/?api_key&cb), which grants at
 *   once as a signed-in Last.fm user pressing "Yes, allow access" would,
 *   and the signed API calls auth.getSession, track.updateNowPlaying and
 *   track.scrobble on /2.0/, refusing a wrong api_sig (error 13) as
 *   Last.fm does.
 *
 * `configure()` points the site at them through the settings, as the tests'
 * admin would, and returns a function restoring the previous values.
 */
import { createHash, randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { LocalHttpStandIn } from './local_http_stand_in.js'
import { saveSettings } from './site_settings.js'

export const LASTFM_API_KEY = '0123456789abcdef0123456789abcdef'
export const LASTFM_SECRET = 'fedcba9876543210fedcba9876543210'

function readBody(request: IncomingMessage) {
  return new Promise<string>((resolve) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => resolve(body))
  })
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

/** What a stand-in received, with a way to wait for the next one a test expects. */
class Received<T> {
  readonly items: T[] = []
  #waiters: Array<{ test: (item: T) => boolean; resolve: (item: T) => void }> = []

  add(item: T) {
    this.items.push(item)
    this.#waiters = this.#waiters.filter((waiter) => !(waiter.test(item) && (waiter.resolve(item), true)))
  }

  /** The first item (received already or later) that passes `test`; fails after `timeoutMs`. */
  waitFor(test: (item: T) => boolean, timeoutMs = 15_000) {
    const found = this.items.find(test)
    if (found) return Promise.resolve(found)
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the stand-in received nothing matching in time')), timeoutMs)
      this.#waiters.push({ test, resolve: (item) => (clearTimeout(timer), resolve(item)) })
    })
  }
}

export interface ReceivedListenBrainzSubmission {
  token: string
  body: { listen_type: string; payload: Array<Record<string, any>> }
}

export class ListenBrainzServer extends LocalHttpStandIn {
  readonly submissions = new Received<ReceivedListenBrainzSubmission>()
  /** How many submissions were answered 503 (failNext). */
  refused = 0
  #users = new Map<string, string>()
  #unavailable = 0

  static async start() {
    const service = new ListenBrainzServer()
    await service.listen((request, response) => service.#answer(request, response))
    return service
  }

  /** A ListenBrainz account and its user token. */
  addUser(userName: string) {
    const token = randomUUID()
    this.#users.set(token, userName)
    return token
  }

  /** The listener reset their token on listenbrainz.org: the old one is refused (401). */
  revoke(token: string) {
    this.#users.delete(token)
  }

  /** The next `times` submissions are answered 503, as during an outage. */
  failNext(times: number) {
    this.#unavailable = times
  }

  configure() {
    return saveSettings({ 'scrobbling.listenbrainz_api_url': this.origin })
  }

  async #answer(request: IncomingMessage, response: ServerResponse) {
    const body = await readBody(request)
    const token = /^Token (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? ''
    const userName = this.#users.get(token)
    if (request.method === 'GET' && request.url === '/1/validate-token') {
      return sendJson(response, 200, userName ? { code: 200, message: 'Token valid.', valid: true, user_name: userName } : { code: 200, message: 'Token invalid.', valid: false })
    }
    if (request.method === 'POST' && request.url === '/1/submit-listens') {
      if (!userName) return sendJson(response, 401, { code: 401, error: 'Invalid authorization token.' })
      if (this.#unavailable > 0) {
        this.#unavailable--
        this.refused++
        return sendJson(response, 503, { code: 503, error: 'Service temporarily unavailable.' })
      }
      this.submissions.add({ token, body: JSON.parse(body) })
      return sendJson(response, 200, { status: 'ok' })
    }
    sendJson(response, 404, { code: 404, error: 'Not found' })
  }
}

export interface ReceivedLastFmCall {
  method: string
  params: Record<string, string>
}

export class LastFmServer extends LocalHttpStandIn {
  readonly calls = new Received<ReceivedLastFmCall>()
  #grantedTokens = new Set<string>()
  #sessions = new Set<string>()

  static async start() {
    const service = new LastFmServer()
    await service.listen((request, response) => service.#answer(request, response))
    return service
  }

  /** The site's API account saved by the admin, and the calls sent here. */
  configure() {
    return saveSettings({
      'scrobbling.lastfm_api_key': LASTFM_API_KEY,
      'scrobbling.lastfm_api_secret': LASTFM_SECRET,
      'scrobbling.lastfm_api_url': `${this.origin}/2.0/`,
      'scrobbling.lastfm_auth_url': `${this.origin}/api/auth/`,
    })
  }

  /** The listener removed the application on last.fm: its session keys are refused (error 9). */
  revokeSessions() {
    this.#sessions.clear()
  }

  async #answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', this.origin)
    if (request.method === 'GET' && url.pathname === '/api/auth/') {
      const callback = url.searchParams.get('cb')
      if (url.searchParams.get('api_key') !== LASTFM_API_KEY || !callback) return sendJson(response, 400, { error: 10, message: 'Invalid API key' })
      const token = randomUUID().replaceAll('-', '')
      this.#grantedTokens.add(token)
      const back = new URL(callback)
      back.searchParams.set('token', token)
      response.writeHead(302, { location: back.toString() }).end()
      return
    }
    if (request.method !== 'POST' || url.pathname !== '/2.0/') return sendJson(response, 404, { error: 3, message: 'Invalid Method' })
    const params = Object.fromEntries(new URLSearchParams(await readBody(request)))
    const error = this.#check(params)
    if (error) return sendJson(response, error.status, { error: error.code, message: error.message })
    this.calls.add({ method: params.method, params })
    if (params.method === 'auth.getSession') {
      this.#grantedTokens.delete(params.token)
      const key = randomUUID().replaceAll('-', '')
      this.#sessions.add(key)
      return sendJson(response, 200, { session: { name: 'lastfm-listener', key, subscriber: 0 } })
    }
    sendJson(response, 200, params.method === 'track.scrobble' ? { scrobbles: { '@attr': { accepted: 1, ignored: 0 } } } : { nowplaying: {} })
  }

  #check(params: Record<string, string>) {
    if (params.api_key !== LASTFM_API_KEY) return { status: 403, code: 10, message: 'Invalid API key' }
    if (params.api_sig !== signatureOf(params)) return { status: 403, code: 13, message: 'Invalid method signature supplied' }
    if (params.method === 'auth.getSession') return this.#grantedTokens.has(params.token) ? null : { status: 403, code: 14, message: 'Unauthorized Token' }
    if (params.method === 'track.scrobble' || params.method === 'track.updateNowPlaying') {
      return this.#sessions.has(params.sk) ? null : { status: 403, code: 9, message: 'Invalid session key - Please re-authenticate' }
    }
    return { status: 400, code: 3, message: 'Invalid Method' }
  }
}

/** Last.fm's rule, written here on its own so the app's signing is checked, not copied. */
function signatureOf(params: Record<string, string>) {
  const text = Object.entries(params)
    .filter(([name]) => !['format', 'callback', 'api_sig'].includes(name))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, value]) => name + value)
    .join('')
  return createHash('md5').update(text + LASTFM_SECRET, 'utf8').digest('hex')
}
