import { HttpSession } from '#tests/helpers/http_client'
import { createUser } from '#core/accounts/server/actions/create_user'
import type User from '#core/accounts/server/models/user'

const PASSWORD = 'secret-password-1'
let counter = 0

/** A new account (default role) with a signed-in HTTP session. */
export async function signedInSession(options: { admin?: boolean; firstName?: string } = {}): Promise<{ user: User; session: HttpSession }> {
  counter++
  const user = await createUser({
    email: `music-${Date.now()}-${counter}@example.com`,
    password: PASSWORD,
    firstName: options.firstName ?? `Listener${counter}`,
    admin: options.admin,
    verified: true,
  })
  // Signs in through the real login endpoint, as the web app does.
  const session = await new HttpSession().start()
  const result = await session.call('/auth/login', { method: 'POST', json: { email: user.email, password: PASSWORD, remember: false } })
  if (result.status !== 200) throw new Error(`test sign-in failed: ${result.status} ${result.text}`)
  return { user, session }
}

export async function guestSession() {
  return new HttpSession().start()
}

export const api = (path: string) => `/api/v1/music/${path}`
