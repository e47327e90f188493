import { CookieSession } from '#tests/helpers/cookie_session'
import { signIn } from '#tests/helpers/sign_in'
import { UserFactory } from '#database/factories/user_factory'

/** A new listener (default role, or admin) with a browser signed in as them; named by `firstName` alone when given. */
export async function signedInSession(options: { admin?: boolean; firstName?: string } = {}) {
  const listener = UserFactory.merge(
    options.firstName ? { firstName: options.firstName, lastName: null } : {}
  )
  const user = await (options.admin ? listener.apply('admin') : listener).create()
  return { user, session: await signIn(user) }
}

export async function guestSession() {
  return new CookieSession().start()
}

export const api = (path: string) => `/api/v1/music/${path}`
