import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import encryption from '@adonisjs/core/services/encryption'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'
import shieldConfig from '#config/shield'
import { isApiRequest } from './api_paths.js'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Shield, minus the CSRF token work where nobody can use it. Issuing a token
 * costs a session secret, an HMAC and an encrypted cookie on every request;
 * a read of the API by a client that sends no cookies at all (an API
 * consumer, an embed's first fetch, a crawler) would throw all of it away,
 * and for anonymous traffic it was a third of each request's time. Such
 * requests get the security headers without the token. Browsers that run
 * the web app always carry cookies (they loaded the shell, which issues the
 * token), so they keep getting a fresh XSRF-TOKEN on every call, and every
 * state-changing request is still verified.
 */
export default class CadenzaShieldMiddleware {
  #full = new ShieldMiddleware(shieldConfig, encryption.use())
  #headersOnly = new ShieldMiddleware({ ...shieldConfig, csrf: { ...shieldConfig.csrf, enabled: false } }, encryption.use())

  handle(ctx: HttpContext, next: NextFn) {
    const { request } = ctx
    const cookieless = !request.header('cookie')
    const tokenUseless = cookieless && SAFE_METHODS.has(request.method()) && isApiRequest(request.url())
    return (tokenUseless ? this.#headersOnly : this.#full).handle(ctx, next)
  }
}
