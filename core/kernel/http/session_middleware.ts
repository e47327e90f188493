import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { SessionConfig, SessionStoreFactory } from '@adonisjs/session/types'
import { configProvider } from '@adonisjs/core'
import app from '@adonisjs/core/services/app'
import emitter from '@adonisjs/core/services/emitter'
import { Session } from '@adonisjs/session'
// Declares `ctx.session` on HttpContext (the library's middleware module carries the augmentation).
import type {} from '@adonisjs/session/session_middleware'
import { listenedEvents } from './listened_events.js'

/**
 * A request that changed nothing in its session re-sends the session's
 * cookies (pushing their expiry back) at most this often. Re-sending them on
 * every read let a guest read still on its way when the person signed in put
 * the guest session's cookies back, signing them out again.
 */
const TOUCH_EVERY_MS = 5 * 60_000
const TOUCHED_AT_KEY = 'session_touched_at'

type ResolvedConfig = SessionConfig & { store: string; stores: Record<string, SessionStoreFactory> }

let resolvedConfig: Promise<ResolvedConfig> | undefined
const sessionEvents = listenedEvents(emitter)

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
 * committed as before. A session that was only read is re-sent every few
 * minutes (TOUCH_EVERY_MS), not on every response: re-sending them on every
 * read let a read still on its way when the person signed in put the guest
 * session's cookies back (tests/functional/kernel/session_cookies.spec.ts).
 */
export default class SessionMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const config = await sessionConfig()
    if (!config.enabled) return next()
    const session = new Session(config, config.stores[config.store], sessionEvents, ctx)
    ctx.session = session
    await session.initiate(false)
    const ended = endedOnArrival(session)
    if (ended) endedSessions.add(ctx)
    const response = await next()
    const leftNothing = (session.fresh || ended) && session.isEmpty && session.responseFlashMessages.isEmpty
    if (leftNothing || (onlyRead(session, ctx, config) && !touchDue(session))) return response
    // An emptied session (a logout) is destroyed by the commit: nothing to note in it.
    if (!session.isEmpty) session.put(TOUCHED_AT_KEY, Date.now())
    await session.commit()
    return response
  }
}

/**
 * Requests that came with the cookie of a session the store no longer holds:
 * one a sign-in replaced (regenerate destroys the old one), a logout or an
 * expiry ended. A read of the web app sent just before its sign-in and
 * answered just after carries the replaced guest session: answering it with
 * that session made anew (shield writes a CSRF secret into it) put the guest's
 * cookies back over the signed-in ones, signing the person out. Such reads
 * leave the session alone (shield_middleware.ts skips the token work for
 * them), so they send no cookie; a page load or the token path still starts
 * a session afresh under that cookie, as for a browser whose session expired.
 */
const endedSessions = new WeakSet<HttpContext>()

/** Whether `ctx` came with the cookie of a session that had ended (endedSessions). */
export function cameWithEndedSession(ctx: HttpContext) {
  return endedSessions.has(ctx)
}

function endedOnArrival(session: Session) {
  return !session.fresh && session.isEmpty
}

/** The browser's session, unchanged: same id as its cookie, no value or flash message written. */
function onlyRead(session: Session, ctx: HttpContext, config: ResolvedConfig) {
  return (
    !session.hasBeenModified &&
    session.responseFlashMessages.isEmpty &&
    ctx.request.cookie(config.cookieName) === session.sessionId
  )
}

/** Whether an unchanged session's cookies are due to be re-sent, to push their expiry back. */
function touchDue(session: Session) {
  return Date.now() - Number(session.get(TOUCHED_AT_KEY, 0)) >= TOUCH_EVERY_MS
}
