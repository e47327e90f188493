import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { CookieSession } from '#tests/helpers/cookie_session'
import { serverUrl } from '#tests/helpers/http_client'
import { isSignedIn, PASSWORD } from './sign_in_helpers.js'
import { UserFactory } from '#database/factories/user_factory'
import { signIn } from '#tests/helpers/sign_in'

/** POST access-tokens from a browser that just confirmed its password (a guest cannot). */
async function createToken(session: CookieSession, tokenName: unknown = 'CLI') {
  await session.post('/auth/user/confirm-password').json({ password: PASSWORD })
  return session.post('/api/v1/access-tokens').json({ tokenName })
}

/** A call with only an API token: no cookies, no XSRF header, like a script would make. */
function withToken(token: string, path: string, init: RequestInit = {}) {
  return fetch(serverUrl(path), {
    ...init,
    headers: { accept: 'application/json', authorization: `Bearer ${token}`, ...init.headers },
  })
}

/** Spec sections 3, 5, 7 and 8: POST access-tokens, DELETE access-tokens/{id}, Bearer calls. */
test.group('Access tokens', () => {
  test('creating a token shows the plain token once and stores only its digest', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const session = await signIn(user)
    const response = await createToken(session, '  Deploy script  ')
    assert.equal(response.status(), 200)
    const { token, plainTextToken } = response.body()
    assert.deepInclude(token, { name: 'Deploy script', last_used_at: null })
    assert.isNumber(token.id)
    assert.match(plainTextToken, /^cdz_/)

    const [row] = await db.from('auth_access_tokens').where('tokenable_id', user.id)
    assert.equal(row.id, token.id)
    assert.notInclude(plainTextToken, row.hash)
  })

  test('a Bearer call authenticates, without cookies or XSRF, and records last_used_at', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const { plainTextToken, token } = (await createToken(await signIn(user))).body()

    const sessions = await withToken(plainTextToken, '/api/v1/user-sessions')
    assert.equal(sessions.status, 200)
    const [row] = await db.from('auth_access_tokens').where('id', token.id)
    assert.isNotNull(row.last_used_at)

    // A state-changing call needs no XSRF token when it carries a Bearer token.
    const deleted = await withToken(plainTextToken, `/api/v1/access-tokens/${token.id}`, {
      method: 'DELETE',
    })
    assert.equal(deleted.status, 204)
  })

  test('an unknown or malformed Bearer token gets 401 and never falls back to the session cookie', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const session = await signIn(user)
    assert.equal((await withToken('cdz_bm9wZQ.bm9wZQ', '/api/v1/user-sessions')).status, 401)
    assert.equal((await withToken('garbage', '/api/v1/user-sessions')).status, 401)

    // The browser's session cookie rides along with a bad token: still 401, and no XSRF exemption abuse.
    const mixed = await session
      .get('/api/v1/user-sessions')
      .headers({ authorization: 'Bearer cdz_bm9wZQ.bm9wZQ' })
    assert.equal(mixed.status(), 401)
    const forged = await session
      .post('/api/v1/user-sessions/logout-other', { withoutXsrf: true })
      .json({ password: 'whatever' })
      .headers({ authorization: 'Bearer cdz_bm9wZQ.bm9wZQ' })
    assert.equal(forged.status(), 401)
    assert.isTrue(await isSignedIn(session))
  })

  test("a suspended account's tokens are refused with 403", async ({ assert }) => {
    const user = await UserFactory.create()
    const { plainTextToken } = (await createToken(await signIn(user))).body()
    await db
      .from('users')
      .where('id', user.id)
      .update({ banned_at: DateTime.now().toFormat('yyyy-MM-dd HH:mm:ss') })
    const response = await withToken(plainTextToken, '/api/v1/user-sessions')
    assert.equal(response.status, 403)
    assert.deepEqual(await response.json(), { message: 'This account has been suspended.' })
  })

  test('creating needs the api.access permission and a name; guests get 401', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const session = await signIn(user)
    const nameless = await createToken(session, '   ')
    assert.equal(nameless.status(), 422)
    assert.property(nameless.body().errors, 'tokenName')

    await db.from('user_roles').where('user_id', user.id).delete()
    const forbidden = await createToken(session)
    assert.equal(forbidden.status(), 403)
    assert.lengthOf(await db.from('auth_access_tokens').where('tokenable_id', user.id), 0)

    assert.equal((await createToken(await new CookieSession().start())).status(), 401)
  })

  test('deleting: own tokens only (404 for another person’s), and the token stops working', async ({
    assert,
  }) => {
    const owner = await UserFactory.create()
    const other = await UserFactory.create()
    const ownerSession = await signIn(owner)
    const { token, plainTextToken } = (await createToken(ownerSession)).body()
    const otherSession = await signIn(other)

    const foreign = await otherSession.delete(`/api/v1/access-tokens/${token.id}`)
    assert.equal(foreign.status(), 404)
    assert.equal((await withToken(plainTextToken, '/api/v1/user-sessions')).status, 200)

    const deleted = await ownerSession.delete(`/api/v1/access-tokens/${token.id}`)
    assert.equal(deleted.status(), 204)
    assert.lengthOf(await db.from('auth_access_tokens').where('id', token.id), 0)
    assert.equal((await withToken(plainTextToken, '/api/v1/user-sessions')).status, 401)

    assert.equal((await ownerSession.delete(`/api/v1/access-tokens/${token.id}`)).status(), 404)
    assert.equal((await ownerSession.delete('/api/v1/access-tokens/not-a-number')).status(), 404)
    assert.equal(
      (
        await new CookieSession()
          .start()
          .then((guest) => guest.delete(`/api/v1/access-tokens/${token.id}`))
      ).status(),
      401
    )
  })

  test('a cookie-authenticated delete still needs the XSRF header', async ({ assert }) => {
    const user = await UserFactory.create()
    const session = await signIn(user)
    const { token } = (await createToken(session)).body()
    assert.equal(
      (await session.delete(`/api/v1/access-tokens/${token.id}`, { withoutXsrf: true })).status(),
      419
    )
    assert.lengthOf(await db.from('auth_access_tokens').where('id', token.id), 1)
  })
})
