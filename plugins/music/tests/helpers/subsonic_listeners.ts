import type User from '#core/accounts/server/models/user'
import { UserFactory } from '#database/factories/user_factory'
import { createAppPassword } from '#plugins/music/server/subsonic/app_passwords'
import { subsonicClient, subsonicJson } from './subsonic_client.js'

/**
 * The people of a Subsonic test group (the listener, a stranger whose private
 * songs they must not see...), each with an app password, and their app: the
 * schema-checked `subsonic-api` client, or a hand-made JSON call.
 */
export class SubsonicListeners {
  #passwords = new Map<number, string>()

  /** `count` new accounts of the default role, each with an app password. */
  async create(count: number) {
    const users = await UserFactory.createMany(count)
    for (const user of users) this.#passwords.set(user.id, (await createAppPassword(user.id, 'Phone')).password)
    return users
  }

  passwordOf(user: User) {
    const password = this.#passwords.get(user.id)
    if (!password) throw new Error(`${user.email} was not made by this SubsonicListeners`)
    return password
  }

  /** The client signed in as `user` with the app password (`options`: POSTed forms, extra headers). */
  app(user: User, options?: Parameters<typeof subsonicClient>[1]) {
    return subsonicClient({ username: user.email, password: this.passwordOf(user) }, options)
  }

  /** A hand-made JSON call signed as `user`, for what the client cannot send; checked against the schema. */
  call(user: User, endpoint: string, params: Record<string, string> = {}) {
    return subsonicJson(endpoint, { u: user.email, p: this.passwordOf(user), ...params })
  }
}
