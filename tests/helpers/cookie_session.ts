import { ApiRequest, type ApiResponse } from '@japa/api-client'
import { XSRF_TOKEN_PATH } from '#core/kernel/shared/xsrf_token_path'

export interface CookieRequestOptions {
  /** Leave out the X-XSRF-TOKEN header, as a forged cross-site request would. */
  withoutXsrf?: boolean
}

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * One browser, on top of @japa/api-client: each request sends the cookies
 * earlier responses set (the session, XSRF-TOKEN, remember-me) and a
 * state-changing one echoes XSRF-TOKEN in X-XSRF-TOKEN, as the web app's
 * fetches do. For flows that follow one browser over several requests
 * (sign-in, two-factor, logout); a test needing only a signed-in user uses
 * `client.get(...).loginAs(user)`. Redirects are not followed, so a test
 * sees the 302 and its Location.
 *
 * Requests are built directly rather than through `client`: the session
 * plugin's hooks on every `client` request would replace this browser's
 * session cookie with a made-up one and destroy the session afterwards, and
 * the api-client's cookie methods sign or encrypt values (right for a test
 * inventing a cookie, wrong for replaying one). Cookies are kept as the
 * server wrote them and sent back untouched.
 */
export class CookieSession {
  #cookies = new Map<string, string>()

  /** `origin`: another server of the app than this run's (tests/helpers/app_process.ts). */
  constructor(private origin = `http://${process.env.HOST}:${process.env.PORT}`) {}

  /** A cookie's value as the server set it (still URL-encoded). */
  cookie(name: string) {
    return this.#cookies.get(name)
  }

  /** The Cookie header this browser sends (for a raw request of the test's own). */
  cookieHeader() {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  /** Holds `value` (URL-encoded, as a server sets it) as the cookie `name`, as if a response had set it. */
  hold(name: string, value: string) {
    this.#cookies.set(name, value)
  }

  /** Another browser holding this one's cookies as they are now: replays a saved cookie (at another server of the app with `origin`). */
  copy(origin = this.origin) {
    const copy = new CookieSession(origin)
    for (const [name, value] of this.#cookies) copy.#cookies.set(name, value)
    return copy
  }

  /** Asks for the session and XSRF cookies as the web app does before its first write (a cookie-less page sets none). */
  async start() {
    await this.get(XSRF_TOKEN_PATH)
    return this
  }

  get(path: string) {
    return this.request('GET', path)
  }

  head(path: string) {
    return this.request('HEAD', path)
  }

  post(path: string, options?: CookieRequestOptions) {
    return this.request('POST', path, options)
  }

  put(path: string, options?: CookieRequestOptions) {
    return this.request('PUT', path, options)
  }

  patch(path: string, options?: CookieRequestOptions) {
    return this.request('PATCH', path, options)
  }

  delete(path: string, options?: CookieRequestOptions) {
    return this.request('DELETE', path, options)
  }

  request(method: Method, path: string, options: CookieRequestOptions = {}): ApiRequest {
    return new ApiRequest({ baseUrl: this.origin, endpoint: path, method })
      .header('accept', 'application/json')
      .redirects(0)
      .setup((request) => this.#sendCookies(request, method !== 'GET' && !options.withoutXsrf))
      .teardown((response) => this.#keepCookies(setCookieLines(response)))
  }

  // Read when the request goes out, so a request built before an earlier one finished still carries its cookies.
  #sendCookies(request: ApiRequest, withXsrf: boolean) {
    if (this.#cookies.size) request.header('cookie', this.cookieHeader())
    const xsrf = this.#cookies.get('XSRF-TOKEN')
    if (withXsrf && xsrf) request.header('x-xsrf-token', decodeURIComponent(xsrf))
  }

  #keepCookies(lines: string[]) {
    for (const line of lines) {
      const [pair] = line.split(';')
      const index = pair.indexOf('=')
      this.#cookies.set(pair.slice(0, index), pair.slice(index + 1))
    }
  }
}

/** The response's Set-Cookie lines as sent (none: an empty list). */
export function setCookieLines(response: ApiResponse): string[] {
  const lines: string | string[] | undefined = response.headers()['set-cookie']
  return [lines ?? []].flat()
}
