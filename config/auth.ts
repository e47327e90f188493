import { defineConfig } from '@adonisjs/auth'
import type { InferAuthenticators, InferAuthEvents, Authenticators } from '@adonisjs/auth/types'
import { trackedSessionGuard } from '#core/accounts/server/auth/tracked_session_guard'
import { apiTokensGuard } from '#core/accounts/server/auth/api_tokens_guard'

/**
 * Two ways to be signed in:
 * - `web`: the browser's session cookie, plus a remember-me cookie for 30 days
 *   when 'Stay signed in for a month' is checked. Every signed-in browser is
 *   tracked in user_sessions (see TrackedSessionGuard).
 * - `api`: `Authorization: Bearer cdz_...` access tokens (User.accessTokens).
 * Routes accept either through the guards of core/kernel/http/guards.ts.
 */
const authConfig = defineConfig({
  default: 'web',
  guards: {
    web: trackedSessionGuard({
      model: () => import('#core/accounts/server/models/user'),
      rememberMeTokensAge: '30 days',
    }),
    api: apiTokensGuard({
      model: () => import('#core/accounts/server/models/user'),
    }),
  },
})

export default authConfig

declare module '@adonisjs/auth/types' {
  export interface Authenticators extends InferAuthenticators<typeof authConfig> {}
}
declare module '@adonisjs/core/types' {
  interface EventsList extends InferAuthEvents<Authenticators> {}
}
