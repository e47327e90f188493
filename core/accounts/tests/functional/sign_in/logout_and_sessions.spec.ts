import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { CookieSession } from '#tests/helpers/cookie_session'
import { serverUrl } from '#tests/helpers/http_client'
import { bootstrapFrom } from '#tests/helpers/shell'
import { isSignedIn, PASSWORD, rememberTokensOf, sessionRowsOf } from './sign_in_helpers.js'
import { UserFactory } from '#database/factories/user_factory'
import { signIn } from '#tests/helpers/sign_in'

const FIREFOX_DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

/** Loads a page with only the remember-me cookie, as a browser does once its session cookie expired. */
async function pageWithRememberCookie(session: CookieSession) {
  const response = await fetch(serverUrl('/'), {
    headers: { cookie: `remember_web=${session.cookie('remember_web')}` },
  })
  return bootstrapFrom(await response.text())
}

/** Spec sections 4, 7 and 8: POST auth/logout. */
test.group('Logout', () => {
  test('ends the sign-in: guest bootstrap data, tracked row and remember-me token gone', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const session = await signIn(user, { remember: true })
    assert.lengthOf(await rememberTokensOf(user.id), 1)

    const response = await session.post('/auth/logout')
    assert.equal(response.status(), 200)
    const { bootstrapData } = response.body()
    assert.isNull(bootstrapData.user)
    assert.exists(bootstrapData.guest_role)
    assert.lengthOf(await sessionRowsOf(user.id), 0)
    assert.lengthOf(await rememberTokensOf(user.id), 0)
    assert.isFalse(await isSignedIn(session))
  })

  test('is refused inside the appearance editor', async ({ assert }) => {
    const user = await UserFactory.create()
    const session = await signIn(user)
    const response = await session
      .post('/auth/logout')
      .headers({ referer: 'http://localhost/admin?appearanceEditor=true' })
    assert.equal(response.status(), 403)
    assert.deepEqual(response.body(), { message: "Can't logout while in appearance editor." })
    assert.isTrue(await isSignedIn(session))
  })

  test('a guest logging out just gets the guest bootstrap data', async ({ assert }) => {
    const session = await new CookieSession().start()
    const response = await session.post('/auth/logout')
    assert.equal(response.status(), 200)
    assert.isNull(response.body().bootstrapData.user)
  })

  test('needs the XSRF header like every cookie-authenticated change', async ({ assert }) => {
    const user = await UserFactory.create()
    const session = await signIn(user)
    assert.equal((await session.post('/auth/logout', { withoutXsrf: true })).status(), 419)
    assert.isTrue(await isSignedIn(session))
  })
})

test.group('Remember me', () => {
  test('a browser whose session expired is signed back in by its remember-me cookie, on the same tracked row', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const session = await signIn(user, { remember: true })
    const [row] = await sessionRowsOf(user.id)

    assert.equal((await pageWithRememberCookie(session)).user?.id, user.id)
    const [after, ...others] = await sessionRowsOf(user.id)
    assert.lengthOf(others, 0)
    assert.equal(after.id, row.id)
    const [token] = await rememberTokensOf(user.id)
    assert.equal(after.remember_token_id, token.id, 'the row follows the recycled token')
    assert.notEqual(token.id, row.remember_token_id)
  })

  test('a remember-me cookie of a signed-out browser signs nobody in', async ({ assert }) => {
    const user = await UserFactory.create()
    const session = await signIn(user, { remember: true })
    await db.from('user_sessions').where('user_id', user.id).delete()
    await db.from('remember_me_tokens').where('tokenable_id', user.id).delete()
    assert.isNull((await pageWithRememberCookie(session)).user)
  })
})

/** Spec sections 3 and 7: GET user-sessions, POST user-sessions/logout-other. */
test.group('User sessions', () => {
  test('lists the person’s own browsers with device details, the current one marked', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const stranger = await UserFactory.create()
    await signIn(stranger)
    await signIn(user, { headers: { 'user-agent': IPAD, 'x-forwarded-for': '198.51.100.7' } })
    const session = await signIn(user, {
      headers: { 'user-agent': FIREFOX_DESKTOP, 'cf-ipcountry': 'FR' },
    })

    const response = await session.get('/api/v1/user-sessions')
    assert.equal(response.status(), 200)
    const { sessions } = response.body()
    assert.lengthOf(sessions, 2)
    const current = sessions.find((entry: any) => entry.is_current_device)
    const other = sessions.find((entry: any) => !entry.is_current_device)
    assert.include(current, {
      device_type: 'other',
      platform: 'Linux',
      browser: 'Firefox',
      country: 'FR',
      city: null,
      ip_address: '127.0.0.1',
    })
    assert.include(other, {
      device_type: 'tablet',
      platform: 'iOS',
      ip_address: '198.51.100.7',
      country: null,
    })
    assert.isString(current.last_active)
    assert.sameMembers(Object.keys(current), [
      'id',
      'device_type',
      'platform',
      'browser',
      'city',
      'country',
      'ip_address',
      'last_active',
      'is_current_device',
    ])
  })

  test('guests get 401', async ({ assert }) => {
    const session = await new CookieSession().start()
    assert.equal((await session.get('/api/v1/user-sessions')).status(), 401)
    assert.equal(
      (
        await session.post('/api/v1/user-sessions/logout-other').json({ password: PASSWORD })
      ).status(),
      401
    )
  })

  test('last_active is written at most once a minute', async ({ assert }) => {
    const user = await UserFactory.create()
    const session = await signIn(user)
    const [row] = await sessionRowsOf(user.id)
    const anHourAgo = DateTime.now().minus({ hours: 1 })
    await db
      .from('user_sessions')
      .where('id', row.id)
      .update({ last_active_at: anHourAgo.toFormat('yyyy-MM-dd HH:mm:ss') })

    await session.get('/api/v1/user-sessions')
    const touched = (await session.get('/api/v1/user-sessions')).body().sessions[0].last_active
    assert.isAbove(DateTime.fromISO(touched).toMillis(), anHourAgo.plus({ minutes: 59 }).toMillis())
    const again = (await session.get('/api/v1/user-sessions')).body().sessions[0].last_active
    assert.equal(again, touched)
  })

  test('log out other sessions: with the right password the others are signed out, this one stays', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const phone = await signIn(user, { remember: true })
    const laptop = await signIn(user, { remember: true })
    const current = (await laptop.get('/api/v1/user-sessions'))
      .body()
      .sessions.find((entry: any) => entry.is_current_device)

    const response = await laptop
      .post('/api/v1/user-sessions/logout-other')
      .json({ password: PASSWORD })
    assert.equal(response.status(), 200)
    assert.deepEqual(
      response.body().sessions.map((entry: any) => entry.id),
      [current.id]
    )

    assert.isTrue(await isSignedIn(laptop))
    assert.isFalse(await isSignedIn(phone))
    const rows = await sessionRowsOf(user.id)
    assert.deepEqual(
      rows.map((row) => row.id),
      [current.id]
    )
    // Only the remember-me token of this browser survives, so the phone's cookie cannot sign it back in.
    assert.deepEqual(
      (await rememberTokensOf(user.id)).map((token) => token.id),
      [rows[0].remember_token_id]
    )
  })

  test('log out other sessions: a wrong password answers 422 on password and signs nobody out', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const phone = await signIn(user)
    const laptop = await signIn(user)
    const response = await laptop
      .post('/api/v1/user-sessions/logout-other')
      .json({ password: 'wrong password' })
    assert.equal(response.status(), 422)
    assert.deepEqual(response.body().errors, { password: ['The password is incorrect.'] })
    assert.isTrue(await isSignedIn(phone))

    const missing = await laptop.post('/api/v1/user-sessions/logout-other').json({})
    assert.equal(missing.status(), 422)
    assert.property(missing.body().errors, 'password')
  })

  test('a browser whose tracked row is deleted is signed out on its next request', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const session = await signIn(user)
    await db.from('user_sessions').where('user_id', user.id).delete()
    const page = await session.get('/')
    assert.isNull(bootstrapFrom(page.text()).user)
    assert.isFalse(await isSignedIn(session))
  })
})
