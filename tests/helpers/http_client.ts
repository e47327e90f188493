/**
 * A client that talks to the running test server the way the web app does:
 * it keeps cookies between calls and echoes the XSRF-TOKEN cookie in the
 * X-XSRF-TOKEN header on state-changing calls (unless told not to).
 */
export function serverUrl(path = '/') {
  return `http://${process.env.HOST}:${process.env.PORT}${path}`
}

export interface CallOptions {
  method?: string
  json?: unknown
  /** A multipart body (file uploads); fetch sets its content type. */
  form?: FormData
  /** A body sent as it is (raw JSON text, compressed bytes); its content type goes in `headers`. */
  body?: string | Uint8Array
  headers?: Record<string, string>
  /** Leave out the X-XSRF-TOKEN header, as a forged cross-site request would. */
  withoutXsrf?: boolean
}

export interface CallResult {
  status: number
  headers: Headers
  text: string
  json<T = any>(): T
}

export class HttpSession {
  #cookies = new Map<string, string>()

  /** `origin`: another server of the app than this run's (tests/helpers/app_process.ts). */
  constructor(private origin?: string) {}

  cookie(name: string) {
    return this.#cookies.get(name)
  }

  /** The Cookie header this session sends (for a raw request of the test's own). */
  cookieHeader() {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  /** Another browser holding this one's cookies as they are now: replays a saved cookie. */
  copy() {
    const copy = new HttpSession(this.origin)
    for (const [name, value] of this.#cookies) copy.#cookies.set(name, value)
    return copy
  }

  /** Loads the shell once so the server hands out session and XSRF cookies. */
  async start() {
    await this.call('/')
    return this
  }

  async call(path: string, options: CallOptions = {}): Promise<CallResult> {
    const method = options.method ?? 'GET'
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers }
    if (this.#cookies.size) headers.cookie = this.cookieHeader()
    const xsrf = this.#cookies.get('XSRF-TOKEN')
    if (method !== 'GET' && xsrf && !options.withoutXsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf)
    if (options.json !== undefined) headers['content-type'] = 'application/json'

    const response = await fetchOnLiveSocket(this.origin ? `${this.origin}${path}` : serverUrl(path), {
      method,
      headers,
      body: options.form ?? options.body ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
      redirect: 'manual',
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const index = pair.indexOf('=')
      this.#cookies.set(pair.slice(0, index), pair.slice(index + 1))
    }
    const text = await response.text()
    return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) }
  }
}

/**
 * fetch, sent once more when it went out on a kept-alive connection the
 * server had just closed as idle (ECONNRESET before any response, so the
 * request was never read). Tests that block the event loop for seconds (the
 * demo catalogue's audio) make both sides' idle timers fire late, and the
 * next test's first request can race the server's close.
 */
async function fetchOnLiveSocket(url: string, init: RequestInit) {
  try {
    return await fetch(url, init)
  } catch (error) {
    const code = ((error as Error).cause as { code?: string } | undefined)?.code
    if (code !== 'ECONNRESET' && code !== 'EPIPE') throw error
    return fetch(url, init)
  }
}
