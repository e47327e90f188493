import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import encryption from '@adonisjs/core/services/encryption'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'
import shieldConfig, { referrerPolicy, strictTransportSecurity } from '#config/shield'
import { ModuleRegistry } from '../module_registry.js'
import { matchPath } from '../shell/path_pattern.js'
import { XSRF_TOKEN_PATH } from '../shared/xsrf_token_path.js'
import { cameWithEndedSession } from './session_middleware.js'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Where shield keeps a session's CSRF secret (its CsrfGuard's private
 * `#secretSessionKey`). tests/functional/kernel/xsrf_reissue.spec.ts fails if
 * shield stores it under another name.
 */
export const CSRF_SECRET_SESSION_KEY = 'csrf-secret'

/** The cookie shield's CSRF guard sets for the web app's X-XSRF-TOKEN header. */
const XSRF_COOKIE = 'XSRF-TOKEN'

/** Where the JSON API answers (the social sign-in popups under /secure/ are HTML with a script: they keep the pages' policy). */
const JSON_API = '/api/'

/** The policy of every API answer: it may load, run and be framed by nothing but this site's pages. */
const API_POLICY = `default-src 'none'; frame-ancestors 'self'`

/** The modules' embed pages (spec section 2), the one kind of page other sites may frame. */
const registry = await app.container.make(ModuleRegistry)
const embedPages = registry.embedPages()

/** The modules' protocol APIs (/rest...): their apps authenticate every request by its parameters and send no cookie, so a CSRF token protects nothing there. */
const protocolPrefixes = registry.protocolPrefixes().map((prefix) => `${prefix}/`)

/** Whether the browser holds an XSRF cookie and its session the secret such a token is signed with. */
function tokenHeld(ctx: HttpContext) {
  return Boolean(ctx.request.cookiesList()[XSRF_COOKIE]) && Boolean(ctx.session?.get(CSRF_SECRET_SESSION_KEY))
}

function isEmbedPage(url: string) {
  return embedPages.some((pattern) => matchPath(pattern, url) !== null)
}

/**
 * Shield, minus the CSRF token work where nobody can use it. Issuing a token
 * costs a session secret, an HMAC and an encrypted cookie on every request;
 * a read by a client that sends no cookies at all (an API consumer, a
 * crawler or link preview flooding the drawn pages, a guest's first page)
 * would throw all of it away, and for anonymous traffic it was a third of
 * each request's time: a kept guest page went from ~950-1,020 to ~290-430 µs of CPU
 * without it (docs/performance.md, issue 13). Such reads get the security
 * headers without the token; the web app asks for its token at
 * XSRF_TOKEN_PATH before its first state change when it holds none
 * (web/src/services/api_client.ts). Browsers that carry cookies but no
 * token get shield's own handling. Every state-changing request is
 * verified, whatever it carries.
 *
 * A read by a browser that already holds its XSRF cookie for a session
 * that holds the secret gets no new cookie either: shield would salt, sign
 * and encrypt a fresh token on every response (~6 % of a signed-in page's
 * CPU, bench:pages' profile, 2026-11-28), while the token held stays valid
 * as long as the secret does. A held token that no longer matches (its
 * session ended) gets a 419 on the next write, and the web app renews it
 * at XSRF_TOKEN_PATH then (api_client.ts).
 *
 * Embed pages are the one place other sites may frame: they go without
 * X-Frame-Options and with `frame-ancestors *`. Every other page, an
 * embed-looking path that is no embed (`/artist/1/embed`) included, may be
 * framed by this site only, so its buttons cannot be clickjacked.
 *
 * API answers are data, never documents that run scripts: they get a fixed
 * policy that allows nothing (API_POLICY) instead of the pages' policy with a
 * fresh nonce, whose random bytes and header text were ~3 % of a guest API
 * read's CPU (bench:api's profile, 2026-11-27).
 */
export default class CadenzaShieldMiddleware {
  // Built once: the container makes a middleware instance per request, and each Shield builds its guards.
  static #full = new ShieldMiddleware(shieldConfig, encryption.use())
  static #framable = new ShieldMiddleware(
    {
      ...shieldConfig,
      xFrame: { enabled: false },
      csp: { ...shieldConfig.csp, directives: { ...shieldConfig.csp.directives, frameAncestors: ['*'] } },
    },
    encryption.use()
  )

  static #headersOnly = new ShieldMiddleware({ ...shieldConfig, csrf: { ...shieldConfig.csrf, enabled: false } }, encryption.use())
  static #api = new ShieldMiddleware({ ...shieldConfig, csp: { enabled: false } }, encryption.use())
  static #apiHeadersOnly = new ShieldMiddleware({ ...shieldConfig, csp: { enabled: false }, csrf: { ...shieldConfig.csrf, enabled: false } }, encryption.use())

  handle(ctx: HttpContext, next: NextFn) {
    const { request, response } = ctx
    response.header('Referrer-Policy', referrerPolicy)
    if (request.secure()) response.header('Strict-Transport-Security', strictTransportSecurity)

    const safe = SAFE_METHODS.has(request.method())
    const url = request.url()
    const tokenUseless = safe && url !== XSRF_TOKEN_PATH && (!request.header('cookie') || tokenHeld(ctx))
    if (protocolPrefixes.some((prefix) => url.startsWith(prefix))) {
      if (shieldConfig.csp.enabled) response.header('Content-Security-Policy', API_POLICY)
      return CadenzaShieldMiddleware.#apiHeadersOnly.handle(ctx, next)
    }
    if (url.startsWith(JSON_API)) {
      if (shieldConfig.csp.enabled) response.header('Content-Security-Policy', API_POLICY)
      // A read carrying a session that has ended (a sign-in replaced it) must not start it again: session_middleware.ts.
      const lateRead = safe && url !== XSRF_TOKEN_PATH && cameWithEndedSession(ctx)
      return (tokenUseless || lateRead ? CadenzaShieldMiddleware.#apiHeadersOnly : CadenzaShieldMiddleware.#api).handle(ctx, next)
    }
    if (safe && isEmbedPage(url)) return CadenzaShieldMiddleware.#framable.handle(ctx, next)
    if (tokenUseless) return CadenzaShieldMiddleware.#headersOnly.handle(ctx, next)
    return CadenzaShieldMiddleware.#full.handle(ctx, next)
  }
}
