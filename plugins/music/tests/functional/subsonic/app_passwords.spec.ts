import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { api, guestSession, signedInSession } from '#plugins/music/tests/helpers/music_session'
import { subsonicJson } from '#plugins/music/tests/helpers/subsonic_client'
import { FACTORY_PASSWORD } from '#database/factories/user_factory'
import User from '#core/accounts/server/models/user'
import { serverUrl } from '#tests/helpers/http_client'
import { createHash } from 'node:crypto'
import { countQueries } from '#plugins/music/tests/helpers/query_counter'

const APP_PASSWORDS = api('subsonic/app-passwords')

/** A signed-in person who just typed their password: app passwords are handed out only then. */
async function confirmedSession() {
  const signedIn = await signedInSession()
  const confirmed = await signedIn.session.post('/auth/user/confirm-password').json({ password: FACTORY_PASSWORD })
  if (confirmed.status() !== 200) throw new Error(`password confirmation failed: ${confirmed.status()}`)
  return signedIn
}

/** App passwords for Subsonic apps: each person makes, lists and revokes their own from account settings. */
test.group('Subsonic app passwords', () => {
  test('made once in clear, stored encrypted, listed without it, revoked for good', async ({ assert }) => {
    const { user, session } = await confirmedSession()
    const created = await session.post(APP_PASSWORDS).json({ name: '  Phone, Symfonium ' })
    assert.equal(created.status(), 201)
    const { app_password: appPassword } = created.body()
    assert.equal(appPassword.name, 'Phone, Symfonium')
    assert.match(appPassword.password, /^[\w-]{24}$/)
    assert.isNull(appPassword.last_used_at)

    const [row] = await db.from('subsonic_app_passwords').where('user_id', user.id)
    assert.notInclude(row.secret, appPassword.password, 'only the encrypted password is stored')

    // An app signs in with it; the list then says when it was last used, never the password.
    assert.equal((await subsonicJson('ping', { u: user.email, p: appPassword.password })).body.status, 'ok')
    const listed = await session.get(APP_PASSWORDS)
    assert.equal(listed.status(), 200)
    assert.lengthOf(listed.body().data, 1)
    assert.notProperty(listed.body().data[0], 'password')
    assert.isString(listed.body().data[0].last_used_at)

    assert.equal((await session.delete(`${APP_PASSWORDS}/${appPassword.id}`)).status(), 204)
    assert.lengthOf((await session.get(APP_PASSWORDS)).body().data, 0)
    assert.equal((await subsonicJson('ping', { u: user.email, p: appPassword.password })).body.error.code, 40)
  })

  test('a name is required and short', async ({ assert }) => {
    const { session } = await confirmedSession()
    for (const name of ['   ', 'x'.repeat(61)]) {
      const response = await session.post(APP_PASSWORDS).json({ name })
      assert.equal(response.status(), 422)
      assert.property(response.body().errors, 'name')
    }
    assert.equal((await session.post(APP_PASSWORDS).json({})).status(), 422)
  })

  test('guests get 401; nobody sees or revokes the app passwords of someone else', async ({ assert }) => {
    const guest = await guestSession()
    assert.equal((await guest.get(APP_PASSWORDS)).status(), 401)
    assert.equal((await guest.post(APP_PASSWORDS).json({ name: 'Sneaky' })).status(), 401)

    const owner = await confirmedSession()
    const { id } = (await owner.session.post(APP_PASSWORDS).json({ name: 'Laptop' })).body().app_password
    const other = await signedInSession()
    assert.lengthOf((await other.session.get(APP_PASSWORDS)).body().data, 0)
    assert.equal((await other.session.delete(`${APP_PASSWORDS}/${id}`)).status(), 404)
    assert.equal((await owner.session.delete(`${APP_PASSWORDS}/999999999`)).status(), 404)
    assert.lengthOf((await owner.session.get(APP_PASSWORDS)).body().data, 1)
  })

  test('only someone who just typed their password gets one (423 otherwise, nothing stored); an API token never does', async ({ assert }) => {
    const { user, session } = await signedInSession()
    const refused = await session.post(APP_PASSWORDS).json({ name: 'Phone' })
    assert.equal(refused.status(), 423)
    assert.equal(refused.body().message, 'Password confirmation required.')
    assert.lengthOf(await db.from('subsonic_app_passwords').where('user_id', user.id), 0)

    // A script holding only an API token (no browser session to confirm in) is refused too.
    const token = (await User.accessTokens.create(user, ['*'], { name: 'script' })).value!.release()
    const withToken = await fetch(serverUrl(APP_PASSWORDS), {
      method: 'POST',
      headers: { 'accept': 'application/json', 'authorization': `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Script' }),
    })
    assert.equal(withToken.status, 423)

    assert.equal((await session.post('/auth/user/confirm-password').json({ password: FACTORY_PASSWORD })).status(), 200)
    assert.equal((await session.post(APP_PASSWORDS).json({ name: 'Phone' })).status(), 201)
    assert.lengthOf(await db.from('subsonic_app_passwords').where('user_id', user.id), 1)
  })

  test('an app signing in again, with a new salt, reads nothing; a new password, a revoked one and a suspension count at once', async ({ assert }) => {
    const { user, session } = await confirmedSession()
    const first = (await session.post(APP_PASSWORDS).json({ name: 'Phone' })).body().app_password
    let salts = 0
    const ping = (password: string) => {
      const salt = `salt${++salts}`
      return subsonicJson('ping', { u: user.email, t: createHash('md5').update(password + salt).digest('hex'), s: salt })
    }
    assert.equal((await ping(first.password)).body.status, 'ok')
    // The account, its app passwords, its permissions and the failure counters are kept from the first request.
    let answer: Awaited<ReturnType<typeof ping>> | undefined
    assert.equal(await countQueries(async () => (answer = await ping(first.password))), 0)
    assert.equal(answer!.body.status, 'ok')

    const second = (await session.post(APP_PASSWORDS).json({ name: 'Desktop' })).body().app_password
    assert.equal((await ping(second.password)).body.status, 'ok')
    assert.equal((await session.delete(`${APP_PASSWORDS}/${first.id}`)).status(), 204)
    assert.equal((await ping(first.password)).body.error.code, 40)

    const admin = await signedInSession({ admin: true })
    assert.equal((await admin.session.post(`/api/v1/users/${user.id}/ban`).json({ reason: 'Sharing the account' })).status(), 200)
    assert.equal((await ping(second.password)).body.error.code, 40)
  })

  test('an app signing in by apiKey again reads nothing; a revoked key and a suspension count at once', async ({ assert }) => {
    const { user, session } = await signedInSession()
    const keys = await Promise.all(['Phone', 'Desktop'].map((name) => User.accessTokens.create(user, ['*'], { name })))
    const [phone, desktop] = keys.map((key) => key.value!.release())
    const ping = (apiKey: string) => subsonicJson('ping', { apiKey })
    assert.equal((await ping(phone)).body.status, 'ok')
    // The token, its owner, their permissions and the failure counters are kept from the first request.
    let answer: Awaited<ReturnType<typeof ping>> | undefined
    assert.equal(await countQueries(async () => (answer = await ping(phone))), 0)
    assert.equal(answer!.body.status, 'ok')
    // Only the token's digest is kept: another secret under the same token id is refused.
    assert.equal((await ping(`${phone.slice(0, phone.indexOf('.'))}.${'x'.repeat(40)}`)).body.error.code, 44)

    assert.equal((await session.delete(`/api/v1/access-tokens/${keys[0].identifier}`)).status(), 204)
    assert.equal((await ping(phone)).body.error.code, 44)
    assert.equal((await ping(desktop)).body.status, 'ok')

    const admin = await signedInSession({ admin: true })
    assert.equal((await admin.session.post(`/api/v1/users/${user.id}/ban`).json({ reason: 'Sharing the account' })).status(), 200)
    assert.equal((await ping(desktop)).body.error.code, 44)
  })

  test('an apiKey that expires while it is kept is refused', async ({ assert }) => {
    const { user } = await signedInSession()
    const key = await User.accessTokens.create(user, ['*'], { name: 'Phone', expiresIn: '1 second' })
    const apiKey = key.value!.release()
    assert.equal((await subsonicJson('ping', { apiKey })).body.status, 'ok')
    // Past its expiry (MariaDB keeps whole seconds), with no write in between to drop the kept row.
    await new Promise((resolve) => setTimeout(resolve, 2100))
    assert.equal((await subsonicJson('ping', { apiKey })).body.error.code, 44)
  })
})
