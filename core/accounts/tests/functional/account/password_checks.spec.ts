import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import User from '#core/accounts/server/models/user'
import { serverUrl } from '#tests/helpers/http_client'
import { confirmPassword, PASSWORD } from './account_helpers.js'
import { UserFactory } from '#database/factories/user_factory'
import { signIn } from '#tests/helpers/sign_in'

const NEW_PASSWORD = 'a brand new passphrase'

async function apiToken(user: User) {
  return (await User.accessTokens.create(user, ['*'], { name: 'script' })).value!.release()
}

/** A call with only an API token, as a script (or whoever stole the token) makes it. */
async function withToken(token: string, method: string, path: string, json?: unknown) {
  const response = await fetch(serverUrl(path), {
    method,
    headers: {
      'accept': 'application/json',
      'authorization': `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  return { status: response.status, body: (await response.json().catch(() => null)) as any }
}

function changePassword(token: string, currentPassword: string) {
  return withToken(token, 'PUT', '/auth/user/password', {
    current_password: currentPassword,
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
  })
}

function tokensOf(userId: number) {
  return db.from('auth_access_tokens').where('tokenable_id', userId)
}

/** Issue 13, item 4: password checks, API tokens and password changes. */
test.group('Password checks', (group) => {
  group.each.setup(async () => {
    await db.from('limiter_rate_limits').delete()
  })

  test('every password check shares one limit: guesses spread over endpoints get 429, the right password too', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const token = await apiToken(user)
    const statuses = [
      (await changePassword(token, 'guess-1')).status,
      (await changePassword(token, 'guess-2')).status,
      (
        await withToken(token, 'POST', '/api/v1/user-sessions/logout-other', {
          password: 'guess-3',
        })
      ).status,
      (
        await withToken(token, 'POST', '/api/v1/user-sessions/logout-other', {
          password: 'guess-4',
        })
      ).status,
      (await changePassword(token, 'guess-5')).status,
    ]
    assert.deepEqual(statuses, [422, 422, 422, 422, 422])

    const right = await changePassword(token, PASSWORD)
    assert.equal(right.status, 429)
    assert.match(right.body.message, /^Too many attempts\. Please try again in \d+ seconds\.$/)
    assert.equal(
      (await withToken(token, 'POST', '/api/v1/user-sessions/logout-other', { password: PASSWORD }))
        .status,
      429
    )
    // The browser's password confirmation counts against the same limit.
    const browser = await signIn(user)
    const confirm = await browser.post('/auth/user/confirm-password').json({ password: PASSWORD })
    assert.equal(confirm.status(), 429)
    assert.isTrue(await hash.verify((await User.findOrFail(user.id)).password!, PASSWORD))
  })

  test('a burst of parallel guesses gets no more than 5 checks', async ({ assert }) => {
    const user = await UserFactory.create()
    const token = await apiToken(user)
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, index) => changePassword(token, `guess-${index}`))
    )
    assert.equal(statuses.filter(({ status }) => status === 422).length, 5)
    assert.equal(statuses.filter(({ status }) => status === 429).length, 7)
  })

  test('an API token cannot create tokens (423); a browser needs a fresh password confirmation', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const token = await apiToken(user)
    const byToken = await withToken(token, 'POST', '/api/v1/access-tokens', { tokenName: 'more' })
    assert.equal(byToken.status, 423)
    assert.deepEqual(byToken.body, { message: 'Password confirmation required.' })

    const browser = await signIn(user)
    const unconfirmed = await browser.post('/api/v1/access-tokens').json({ tokenName: 'deploy' })
    assert.equal(unconfirmed.status(), 423)
    assert.lengthOf(await tokensOf(user.id), 1)

    await confirmPassword(browser)
    const created = await browser.post('/api/v1/access-tokens').json({ tokenName: 'deploy' })
    assert.equal(created.status(), 200)
    assert.lengthOf(await tokensOf(user.id), 2)
  })

  test('changing the password ends every API token, the calling one too', async ({ assert }) => {
    const user = await UserFactory.create()
    const token = await apiToken(user)
    const other = await apiToken(user)
    assert.equal((await changePassword(token, PASSWORD)).status, 200)
    assert.lengthOf(await tokensOf(user.id), 0)
    assert.equal((await withToken(other, 'GET', '/api/v1/users/me')).status, 401)
    assert.equal((await withToken(token, 'GET', '/api/v1/users/me')).status, 401)
  })
})
