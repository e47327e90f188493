import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import encryption from '@adonisjs/core/services/encryption'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'
import shieldConfig from '#config/shield'
import { isApiRequest } from './api_paths.js'
import { holdsCurrentXsrfCookie, noteIssuedXsrfCookie } from './issued_xsrf_cookies.js'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Embed pages (spec section 2: `.../embed`) exist to be framed by other sites. */
const EMBED_PAGE = /\/embed\/?$/

/**
 * Shield, minus the CSRF token work where nobody can use it. Issuing a token
 * costs a session secret, an HMAC and an encrypted cookie on every request;
 * a read of the API by a client that sends no cookies at all (an API
 * consumer, an embed's first fetch, a crawler) would throw all of it away,
 * and for anonymous traffic it was a third of each request's time. Such
 * requests get the security headers without the token. Browsers that run
 * the web app always carry cookies (they loaded the shell, which issues the
 * token). An API read from a browser that already holds the XSRF-TOKEN cookie
 * this process issued lately for its session's secret gets no new one either
 * (issued_xsrf_cookies.ts); other requests get a fresh one. Every
 * state-changing request is still verified, whatever it carries.
 *
 * Embed pages are the one place other sites may frame, so they go without
 * X-Frame-Options.
 */
export default class CadenzaShieldMiddleware {
  // Built once: the container makes a middleware instance per request, and each Shield builds its guards.
  static #full = new ShieldMiddleware(shieldConfig, encryption.use())
  static #headersOnly = new ShieldMiddleware({ ...shieldConfig, csrf: { ...shieldConfig.csrf, enabled: false } }, encryption.use())
  static #framable = new ShieldMiddleware({ ...shieldConfig, xFrame: { enabled: false } }, encryption.use())

  handle(ctx: HttpContext, next: NextFn) {
    const { request } = ctx
    const safe = SAFE_METHODS.has(request.method())
    const url = request.url()
    if (safe && !isApiRequest(url) && EMBED_PAGE.test(url)) return CadenzaShieldMiddleware.#framable.handle(ctx, next)
    const tokenUseless = safe && isApiRequest(url) && (!request.header('cookie') || holdsCurrentXsrfCookie(ctx))
    if (tokenUseless) return CadenzaShieldMiddleware.#headersOnly.handle(ctx, next)
    return CadenzaShieldMiddleware.#full.handle(ctx, () => {
      noteIssuedXsrfCookie(ctx)
      return next()
    })
  }
}
