import type { HttpContext } from '@adonisjs/core/http'
import { RecentMap, textEntryBytes } from '../recent_map.js'

/** Shield's names: the cookie it sets and the session key of the secret its tokens derive from. */
const XSRF_COOKIE = 'XSRF-TOKEN'
const CSRF_SECRET_KEY = 'csrf-secret'

/**
 * An issued cookie is issued again after this long (the browser's copy expires
 * two hours after it was set, config/app.ts), as the session middleware re-sends
 * an unchanged session's cookies.
 */
const REISSUE_AFTER_MS = 5 * 60_000

interface Issued {
  secret: string
  at: number
}

/**
 * XSRF-TOKEN cookies this process issued, by value, with the session secret
 * their token derives from. Shield mints a token and encrypts a new cookie on
 * every request; a read by a browser that already holds the cookie issued
 * for its session's current secret does not need another one. Only cookies
 * found here are trusted to be current: anything else (another process's,
 * a stale or a garbled one) gets a fresh cookie as before. Verification of
 * state-changing requests does not use this at all.
 */
const issued = new RecentMap<string, Issued>(20_000, { maxBytes: 8 * 1024 * 1024, sizeOf: (value, { secret }) => textEntryBytes(value, secret) })

/** Whether the request carries the XSRF cookie this process issued lately for its session's secret. */
export function holdsCurrentXsrfCookie(ctx: HttpContext): boolean {
  const value = ctx.request.cookiesList()[XSRF_COOKIE]
  const secret = ctx.session?.get(CSRF_SECRET_KEY)
  if (typeof value !== 'string' || typeof secret !== 'string') return false
  const known = issued.get(value)
  return known !== undefined && known.secret === secret && Date.now() - known.at < REISSUE_AFTER_MS
}

/** Notes the XSRF cookie shield has just put on the response, as the browser will send it back. */
export function noteIssuedXsrfCookie(ctx: HttpContext) {
  const secret = ctx.session?.get(CSRF_SECRET_KEY)
  const header = ctx.response.getHeader('set-cookie')
  const lines = Array.isArray(header) ? header : typeof header === 'string' ? [header] : []
  const line = lines.findLast((candidate) => candidate.startsWith(`${XSRF_COOKIE}=`))
  if (typeof secret !== 'string' || !line) return
  const end = line.indexOf(';')
  // Set-Cookie carries the value URI-encoded; the request's cookie list has it decoded.
  issued.set(decodeURIComponent(line.slice(XSRF_COOKIE.length + 1, end === -1 ? undefined : end)), { secret, at: Date.now() })
}
