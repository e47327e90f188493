import type User from '#core/accounts/server/models/user'
import { FACTORY_PASSWORD } from '#database/factories/user_factory'
import { CookieSession } from '#tests/helpers/cookie_session'

export interface SignInOptions {
  /** The account's password when it is not the factory's. */
  password?: string
  /** 'Stay signed in for a month' (a remember-me cookie). */
  remember?: boolean
  /** Headers of the login request (the user agent and address a session row records). */
  headers?: Record<string, string>
  /** Another server of the app than this run's (tests/helpers/app_process.ts). */
  origin?: string
}

/**
 * A browser signed in as `user` through POST /auth/login, the way the web
 * app signs in (so the session is tracked like a real one). Throws when the
 * login is refused: tests of refused logins call the endpoint themselves.
 */
export async function signIn(user: User, options: SignInOptions = {}) {
  const session = await new CookieSession(options.origin).start()
  const response = await session
    .post('/auth/login')
    .json({
      email: user.email,
      password: options.password ?? FACTORY_PASSWORD,
      remember: options.remember ?? false,
    })
    .headers(options.headers ?? {})
  if (response.status() !== 200)
    throw new Error(`Sign-in failed: ${response.status()} ${response.text()}`)
  return session
}
