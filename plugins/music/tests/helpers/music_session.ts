import router from '@adonisjs/core/services/router'
import { HttpSession } from '#tests/helpers/http_client'
import { createUser } from '#core/accounts/server/actions/create_user'
import type User from '#core/accounts/server/models/user'

/**
 * A test-only sign-in route, registered when a music test imports this file
 * (before the test server starts and commits its routes), so music tests do
 * not depend on the sign-in screens' rules (throttling, captcha, 2FA). It
 * signs in through the accounts module's own completeLogin.
 */
router.post('/__tests__/music/sign-in/:id', async (ctx) => {
  const { default: UserModel } = await import('#core/accounts/server/models/user')
  const { completeLogin } = await import('#core/accounts/server/services/login_service')
  await completeLogin(ctx, await UserModel.findOrFail(ctx.params.id), { remember: false })
  return ctx.response.noContent()
})

let counter = 0

/** A new account (default role) with a signed-in HTTP session. */
export async function signedInSession(options: { admin?: boolean; firstName?: string } = {}): Promise<{ user: User; session: HttpSession }> {
  counter++
  const user = await createUser({
    email: `music-${Date.now()}-${counter}@example.com`,
    password: 'secret-password-1',
    firstName: options.firstName ?? `Listener${counter}`,
    admin: options.admin,
    verified: true,
  })
  const session = await new HttpSession().start()
  const result = await session.call(`/__tests__/music/sign-in/${user.id}`, { method: 'POST' })
  if (result.status !== 204) throw new Error(`test sign-in failed: ${result.status} ${result.text}`)
  return { user, session }
}

export async function guestSession() {
  return new HttpSession().start()
}

export const api = (path: string) => `/api/v1/music/${path}`
