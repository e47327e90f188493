import type { HttpContext } from '@adonisjs/core/http'
import type { ApplicationService } from '@adonisjs/core/types'
import { errors } from '@adonisjs/auth'
import {
  SessionGuard,
  SessionLucidUserProvider,
  type RememberMeToken,
} from '@adonisjs/auth/session'
import type User from '../models/user.js'
import { readRows } from '#core/kernel/database/read_rows'
import { ReadCache } from '#core/kernel/cache/read_cache'
import { SessionTracker, TRACKED_SESSION_KEY, type RecycledRememberToken } from '../services/session_tracker.js'
import { hasBearerToken } from './bearer.js'
import { SuspendedAccountException } from './api_tokens_guard.js'
import { listenedEvents } from '#core/kernel/http/listened_events'

type UserModel = typeof User

/** The signed-in people's rows, read once per write (see ReadCache): every request of theirs asks. */
const signedInRows = new ReadCache<Record<string, unknown> | null>('accounts.signed_in_rows')

/**
 * The model of each kept row, made once and shared by the requests that
 * change nothing (GET, HEAD, OPTIONS): a model made per request was ~17 % of
 * a signed-in page's CPU under a flood (bench:pages, shared against not, two
 * pairs). A write drops the row (ReadCache), so the next request makes a new
 * one. Writes get a model of their own, since they may change and save it
 * (no read handler changes the signed-in person's model: they only read it).
 */
const readersModels = new WeakMap<Record<string, unknown>, User>()

const CHANGES_NOTHING = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * The user provider of one request. It notes the remember-me token it issues
 * or replaces, so the tracked session row can point at the token that keeps
 * the browser signed in (and delete it when the row is deleted).
 */
class RecordingUserProvider extends SessionLucidUserProvider<UserModel> {
  issued?: RememberMeToken
  recycled?: RecycledRememberToken

  constructor(
    options: ConstructorParameters<typeof SessionLucidUserProvider<UserModel>>[0],
    /** Whether the request only reads (see readersModels). */
    private readsOnly: boolean
  ) {
    super(options)
  }

  /** The signed-in person, looked up on every request they make: SQL written once (readRows), not the query builder. */
  async findById(identifier: string | number | BigInt) {
    const row = await signedInRows.get(String(identifier), async () => {
      const [found] = await readRows('SELECT * FROM users WHERE id = ? LIMIT 1', [identifier])
      return found ?? null
    })
    if (!row) return null
    const model = await this.getModel()
    if (!this.readsOnly) return this.createUserForGuard(model.$createFromAdapterResult(row)!)
    let shared = readersModels.get(row)
    if (!shared) readersModels.set(row, (shared = model.$createFromAdapterResult(row)!))
    return this.createUserForGuard(shared)
  }

  async createRememberToken(user: User, expiresIn: string | number) {
    this.issued = await super.createRememberToken(user, expiresIn)
    return this.issued
  }

  async recycleRememberToken(
    user: User,
    identifier: string | number | BigInt,
    expiresIn: string | number
  ) {
    this.issued = await super.recycleRememberToken(user, identifier, expiresIn)
    this.recycled = { previousId: Number(identifier), newId: Number(this.issued.identifier) }
    return this.issued
  }
}

/**
 * The session guard of the web app, with two additions:
 * - a request that carries `Authorization: Bearer` never authenticates through
 *   the session cookie: such requests skip CSRF checks (config/shield.ts), so a
 *   cookie alone must not make them act as the signed-in person;
 * - a signed-in browser must still have its user_sessions row; when the row was
 *   deleted ('log out other sessions', password change or reset) the browser is
 *   logged out on its next request.
 */
export class TrackedSessionGuard extends SessionGuard<true, RecordingUserProvider> {
  #ctx: HttpContext
  #provider: RecordingUserProvider
  #tracker = new SessionTracker()

  constructor(...args: ConstructorParameters<typeof SessionGuard<true, RecordingUserProvider>>) {
    super(...args)
    this.#ctx = args[1]
    this.#provider = args[4]
  }

  /** Id of the remember-me token issued in this request (login), for the tracked row. */
  get issuedRememberTokenId(): number | null {
    return this.#provider.issued ? Number(this.#provider.issued.identifier) : null
  }

  /**
   * A request with neither a signed-in session nor a remember-me cookie (every
   * guest, every Bearer call) is answered at once rather than through the
   * library's thrown-and-caught exception, which cost each such request a
   * stack trace.
   */
  async check(): Promise<boolean> {
    if (this.authenticationAttempted || this.#mayBeSignedIn()) return super.check()
    this.authenticationAttempted = true
    return false
  }

  #mayBeSignedIn() {
    const { request } = this.#ctx
    if (hasBearerToken(request)) return false
    // Without the session middleware the library reports the misconfiguration.
    if (!('session' in this.#ctx)) return true
    return Boolean(this.#ctx.session.get(this.sessionKeyName) || request.encryptedCookie(this.rememberMeKeyName))
  }

  /**
   * The session of a browser that signed in as `user`, for the test clients'
   * `loginAs` (@adonisjs/auth's Japa plugins): the library's session holds
   * the user id only, and without a tracked row the next request would be
   * signed out (see authenticate).
   */
  async authenticateAsClient(user: User) {
    const { session } = await super.authenticateAsClient(user)
    const { key } = await this.#tracker.track(user.id)
    return { session: { ...session, [TRACKED_SESSION_KEY]: key } }
  }

  async authenticate(): Promise<User> {
    if (this.authenticationAttempted) return this.getUserOrFail()
    if (hasBearerToken(this.#ctx.request)) {
      this.authenticationAttempted = true
      throw new errors.E_UNAUTHORIZED_ACCESS('Bearer requests do not use the session', {
        guardDriverName: this.driverName,
      })
    }

    const user = await super.authenticate()
    if (await this.#tracker.resume(this.#ctx, user.id, this.#provider.recycled)) {
      // A suspended account's browser still loads the app, which shows the
      // suspended screen, and may sign out; the API refuses it from the
      // request after the suspension on.
      if (user.bannedAt && this.#ctx.request.url().startsWith('/api/')) throw new SuspendedAccountException()
      return user
    }

    await this.logout()
    throw new errors.E_UNAUTHORIZED_ACCESS('This session was signed out', {
      guardDriverName: this.driverName,
    })
  }
}

/** Guard factory for config/auth.ts (the shape `sessionGuard()` of @adonisjs/auth returns). */
export function trackedSessionGuard(config: {
  model: () => Promise<{ default: UserModel }>
  rememberMeTokensAge: string
}) {
  return {
    async resolver(name: string, app: ApplicationService) {
      // The app emitter knows every event; the guard's type names only its own (the library casts too).
      const emitter = listenedEvents(await app.container.make('emitter'))
      const options = {
        useRememberMeTokens: true as const,
        rememberMeTokensAge: config.rememberMeTokensAge,
      }
      // Each request gets its own provider (it records that request's tokens), which would import
      // the model again every time: a module resolution per signed-in request. One import serves all.
      let imported: ReturnType<typeof config.model> | undefined
      const model = () => (imported ??= config.model())
      return (ctx: HttpContext) =>
        new TrackedSessionGuard(
          name,
          ctx,
          options,
          emitter as any,
          new RecordingUserProvider({ model }, CHANGES_NOTHING.has(ctx.request.method()))
        )
    },
  }
}
