import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { SessionConfig, SessionStoreFactory } from '@adonisjs/session/types'
import { configProvider } from '@adonisjs/core'
import app from '@adonisjs/core/services/app'
import emitter from '@adonisjs/core/services/emitter'
import { Session } from '@adonisjs/session'
// Declares `ctx.session` on HttpContext (the library's middleware module carries the augmentation).
import type {} from '@adonisjs/session/session_middleware'

type ResolvedConfig = SessionConfig & { store: string; stores: Record<string, SessionStoreFactory> }

let resolvedConfig: Promise<ResolvedConfig> | undefined

function sessionConfig() {
  resolvedConfig ??= configProvider.resolve<ResolvedConfig>(app, app.config.get('session')).then((config) => {
    if (!config) throw new Error('config/session.ts must use defineConfig of @adonisjs/session')
    return config
  })
  return resolvedConfig
}

/**
 * The session middleware of @adonisjs/session, except for requests that came
 * without a session and leave it empty (an API read by a guest or a token
 * holder, a health check): the library would still sign and set a cookie for
 * an empty session on each of them, and the next request would get another
 * one. Such responses now carry no session cookie; a request that stores
 * anything (the CSRF secret of the HTML shell, a login, a flash message) is
 * committed as before.
 */
export default class SessionMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const config = await sessionConfig()
    if (!config.enabled) return next()
    const session = new Session(config, config.stores[config.store], emitter, ctx)
    ctx.session = session
    await session.initiate(false)
    const response = await next()
    const leftNothing = session.fresh && session.isEmpty && session.responseFlashMessages.isEmpty
    if (!leftNothing) await session.commit()
    return response
  }
}
