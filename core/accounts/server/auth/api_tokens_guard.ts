import type { HttpContext } from '@adonisjs/core/http'
import type { ApplicationService } from '@adonisjs/core/types'
import {
  AccessTokensGuard,
  AccessTokensLucidUserProvider,
  type AccessToken,
} from '@adonisjs/auth/access_tokens'
import { Exception } from '@adonisjs/core/exceptions'
import type User from '../models/user.js'
import { hasBearerToken } from './bearer.js'

type UserModel = typeof User
type TokensProvider = AccessTokensLucidUserProvider<'accessTokens', UserModel>

/** A suspended account's API tokens and API calls from its browsers are refused (its browsers still reach the suspended screen). */
export class SuspendedAccountException extends Exception {
  static status = 403
  static code = 'E_ACCOUNT_SUSPENDED'
  static message = 'This account has been suspended.'
}

/** The `api` guard: access tokens of active accounts. */
export class ApiTokensGuard extends AccessTokensGuard<TokensProvider> {
  #ctx: HttpContext

  constructor(...args: ConstructorParameters<typeof AccessTokensGuard<TokensProvider>>) {
    super(...args)
    this.#ctx = args[1]
  }

  /**
   * Without a Bearer header there is nothing to verify: answer at once rather
   * than through the library's thrown-and-caught exception, which every
   * session or anonymous request paid for (stack trace included).
   */
  async check(): Promise<boolean> {
    if (this.authenticationAttempted || hasBearerToken(this.#ctx.request)) return super.check()
    this.authenticationAttempted = true
    return false
  }

  async authenticate(): Promise<User & { currentAccessToken: AccessToken }> {
    if (this.authenticationAttempted) return this.getUserOrFail()
    const user = await super.authenticate()
    if (!user.bannedAt) return user
    this.user = undefined
    this.isAuthenticated = false
    throw new SuspendedAccountException()
  }
}

/** Guard factory for config/auth.ts (the shape `tokensGuard()` of @adonisjs/auth returns). */
export function apiTokensGuard(config: { model: () => Promise<{ default: UserModel }> }) {
  return {
    async resolver(name: string, app: ApplicationService) {
      // The app emitter knows every event; the guard's type names only its own (the library casts too).
      const emitter = await app.container.make('emitter')
      const provider: TokensProvider = new AccessTokensLucidUserProvider({
        model: config.model,
        tokens: 'accessTokens',
      })
      return (ctx: HttpContext) => new ApiTokensGuard(name, ctx, emitter as any, provider)
    },
  }
}
