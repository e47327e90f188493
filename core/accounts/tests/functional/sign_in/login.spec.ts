import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#core/accounts/server/models/user'
import { CookieSession } from '#tests/helpers/cookie_session'
import {
  login,
  PASSWORD,
  rememberTokensOf,
  sessionRowsOf,
  setCookieAttributes,
  uniqueEmail,
  withSettings,
  isSignedIn,
} from './sign_in_helpers.js'
import { UserFactory } from '#database/factories/user_factory'
import { signIn } from '#tests/helpers/sign_in'

const INVALID = 'These credentials do not match our records.'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

/** Spec sections 4, 7 and 8: POST auth/login {email, password, remember}. */
test.group('Login', () => {
  test('right credentials sign in: bootstrap data with the user, a tracked session, a new session id', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const session = await new CookieSession().start()
    const before = session.cookie('cadenza-session')

    const response = await session
      .post('/auth/login')
      .json({ email: user.email.toUpperCase(), password: PASSWORD })
      .headers({ 'user-agent': IPHONE, 'cf-ipcountry': 'de', 'cf-ipcity': 'Berlin' })

    assert.equal(response.status(), 200)
    const { bootstrapData } = response.body()
    assert.equal(bootstrapData.user.id, user.id)
    assert.equal(bootstrapData.user.email, user.email)
    assert.deepEqual(
      bootstrapData.user.roles.map((role: { name: string }) => role.name),
      ['Users']
    )
    assert.isFalse(bootstrapData.require_email_confirmation)
    assert.notEqual(session.cookie('cadenza-session'), before, 'a new session id after login')

    const [row, ...others] = await sessionRowsOf(user.id)
    assert.lengthOf(others, 0)
    assert.include(row, {
      device_type: 'mobile',
      platform: 'iOS',
      browser: 'Mobile Safari',
      country: 'DE',
      city: 'Berlin',
      ip_address: '127.0.0.1',
    })
    assert.isTrue(await isSignedIn(session))
  })

  test("'Stay signed in' is on by default: a 30-day remember-me cookie and token", async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const { session, response } = await login(user.email, PASSWORD)
    assert.equal(response.status(), 200)
    const remember = setCookieAttributes(response, 'remember_web')!
    assert.exists(remember, 'remember-me cookie')
    assert.include(remember.attributes, 'httponly')
    assert.include(remember.attributes, `max-age=${30 * 24 * 3600}`)
    const [token] = await rememberTokensOf(user.id)
    const [row] = await sessionRowsOf(user.id)
    assert.equal(row.remember_token_id, token.id)
    assert.isTrue(await isSignedIn(session))
  })

  test('remember: false sets no remember-me cookie', async ({ assert }) => {
    const user = await UserFactory.create()
    const { response } = await login(user.email, PASSWORD, { json: { remember: false } })
    assert.equal(response.status(), 200)
    assert.isUndefined(setCookieAttributes(response, 'remember_web')?.value || undefined)
    assert.lengthOf(await rememberTokensOf(user.id), 0)
    const [row] = await sessionRowsOf(user.id)
    assert.isNull(row.remember_token_id)
  })

  test('the session cookie is HttpOnly and SameSite=Lax (Secure only behind https, see session_cookie.spec)', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const { response } = await login(user.email, PASSWORD)
    const cookie = setCookieAttributes(response, 'cadenza-session')!
    assert.include(cookie.attributes, 'httponly')
    assert.include(cookie.attributes, 'samesite=lax')
    assert.notInclude(cookie.attributes, 'secure')
  })

  test('a wrong password and an unknown email get the same answer, and nobody is signed in', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const wrong = await login(user.email, 'not the password')
    const unknown = await login(uniqueEmail('nobody'), PASSWORD)
    for (const { response, session } of [wrong, unknown]) {
      assert.equal(response.status(), 422)
      assert.deepEqual(response.body(), { message: INVALID, errors: { email: [INVALID] } })
      assert.isFalse(await isSignedIn(session))
    }
    assert.lengthOf(await sessionRowsOf(user.id), 0)
  })

  test('an account without a password (social sign-in only) cannot log in with one', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    await db.from('users').where('id', user.id).update({ password: null })
    const { response } = await login(user.email, PASSWORD)
    assert.equal(response.status(), 422)
    assert.deepEqual(response.body().errors, { email: [INVALID] })
  })

  test('an unknown email costs a password hash like a wrong password does (similar timing)', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const timeOf = async (email: string, index: number) => {
      const started = performance.now()
      await login(email, 'not the password', {
        headers: { 'x-forwarded-for': `198.51.100.${index}` },
      })
      return performance.now() - started
    }
    const wrong: number[] = []
    const unknown: number[] = []
    for (let index = 1; index <= 3; index++) {
      wrong.push(await timeOf(user.email, index))
      unknown.push(await timeOf(uniqueEmail('nobody'), index))
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[1]
    assert.isAbove(
      median(unknown),
      median(wrong) * 0.5,
      `unknown ${median(unknown)} ms vs wrong ${median(wrong)} ms`
    )
  })

  test('missing fields answer 422 per field', async ({ assert }) => {
    const { response } = await login('', '')
    assert.equal(response.status(), 422)
    assert.sameMembers(Object.keys(response.body().errors), ['email', 'password'])
  })

  test('without the XSRF header the login is refused (419)', async ({ assert }) => {
    const user = await UserFactory.create()
    const session = await new CookieSession().start()
    const response = await session
      .post('/auth/login', { withoutXsrf: true })
      .json({ email: user.email, password: PASSWORD })
    assert.equal(response.status(), 419)
    assert.isFalse(await isSignedIn(session))
  })

  test('a suspended account still signs in; the bootstrap data carries banned_at', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    user.bannedAt = DateTime.now()
    await user.save()
    const { response } = await login(user.email, PASSWORD)
    assert.equal(response.status(), 200)
    assert.isString(response.body().bootstrapData.user.banned_at)
  })

  test('two-factor accounts are not signed in yet: {two_factor: true} and a pending challenge', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    await User.query()
      .where('id', user.id)
      .update({ two_factor_confirmed_at: DateTime.now().toSQL({ includeOffset: false }) })
    const { session, response } = await login(user.email, PASSWORD)
    assert.equal(response.status(), 200)
    assert.deepEqual(response.body(), { two_factor: true })
    assert.isFalse(await isSignedIn(session))
    assert.lengthOf(await sessionRowsOf(user.id), 0)

    // The challenge step (POST auth/two-factor-challenge) finds the pending login: a wrong code is a 422, not "expired".
    const challenge = await session.post('/auth/two-factor-challenge').json({ code: '000000' })
    assert.equal(challenge.status(), 422)
  })

  test('logging in again in the same browser replaces the earlier sign-in', async ({ assert }) => {
    const first = await UserFactory.create()
    const second = await UserFactory.create()
    const session = await signIn(first)
    const { response } = await login(second.email, PASSWORD, { session, json: { remember: false } })
    assert.equal(response.status(), 200)
    assert.equal(response.body().bootstrapData.user.id, second.id)
    assert.lengthOf(await sessionRowsOf(first.id), 0)
    assert.lengthOf(await sessionRowsOf(second.id), 1)
  })

  test('reCAPTCHA on login, when enabled, refuses a request without a valid token', async ({
    assert,
    cleanup,
  }) => {
    const user = await UserFactory.create()
    cleanup(await withSettings({ 'recaptcha.enable_login': true }))
    const { response, session } = await login(user.email, PASSWORD)
    assert.equal(response.status(), 422)
    assert.equal(response.body().message, 'Could not verify you are human.')
    assert.isFalse(await isSignedIn(session))
  })
})

test.group('Login rate limits', () => {
  test('the 6th attempt within a minute for one email and IP answers 429 with the wait; other IPs still may try', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const fromIp = { 'x-forwarded-for': '203.0.113.50' }
    for (let attempt = 1; attempt <= 5; attempt++) {
      assert.equal(
        (await login(user.email, 'wrong password', { headers: fromIp })).response.status(),
        422,
        `attempt ${attempt}`
      )
    }
    // Even the right password is refused while the limit holds.
    const refused = (await login(user.email, PASSWORD, { headers: fromIp })).response
    assert.equal(refused.status(), 429)
    const seconds = Number(refused.header('retry-after'))
    assert.isAtLeast(seconds, 1)
    assert.isAtMost(seconds, 60)
    assert.deepEqual(refused.body(), {
      message: `Too many login attempts. Please try again in ${seconds} seconds.`,
    })

    assert.equal(
      (
        await login(user.email, PASSWORD, { headers: { 'x-forwarded-for': '203.0.113.51' } })
      ).response.status(),
      200
    )
  })

  test('a successful login clears the count of its email and IP', async ({ assert }) => {
    const user = await UserFactory.create()
    const fromIp = { 'x-forwarded-for': '203.0.113.60' }
    for (let attempt = 1; attempt <= 4; attempt++)
      await login(user.email, 'wrong password', { headers: fromIp })
    assert.equal((await login(user.email, PASSWORD, { headers: fromIp })).response.status(), 200)
    for (let attempt = 1; attempt <= 4; attempt++) {
      assert.equal(
        (await login(user.email, 'wrong password', { headers: fromIp })).response.status(),
        422,
        `attempt ${attempt}`
      )
    }
  })

  test('more than 20 failures for one account from many IPs within 15 minutes answer 429 from any IP', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    for (let ip = 1; ip <= 4; ip++) {
      for (let attempt = 1; attempt <= 5; attempt++) {
        const { response } = await login(user.email, 'wrong password', {
          headers: { 'x-forwarded-for': `192.0.2.${ip}` },
        })
        assert.equal(response.status(), 422)
      }
    }
    const refused = (
      await login(user.email, PASSWORD, { headers: { 'x-forwarded-for': '192.0.2.99' } })
    ).response
    assert.equal(refused.status(), 429)
    assert.match(
      refused.body().message,
      /^Too many login attempts\. Please try again in \d+ seconds\.$/
    )
    assert.isAbove(Number(refused.header('retry-after')), 60)

    // Another account is not affected.
    const other = await UserFactory.create()
    assert.equal(
      (
        await login(other.email, PASSWORD, { headers: { 'x-forwarded-for': '192.0.2.99' } })
      ).response.status(),
      200
    )
  })

  test('strangers locking the account out do not lock out a browser it signed in on before', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const other = await UserFactory.create()
    // The owner's browser signed in before (it keeps its device cookie), then signed out.
    const ownBrowser = await signIn(user)
    await ownBrowser.post('/auth/logout')
    // A browser known for another account only.
    const otherBrowser = await signIn(other)
    await otherBrowser.post('/auth/logout')

    await lockOut(user.email)
    const fromIp = { 'x-forwarded-for': '192.0.2.99' }
    assert.equal((await login(user.email, PASSWORD, { headers: fromIp })).response.status(), 429)
    assert.equal(
      (
        await login(user.email, PASSWORD, { session: otherBrowser, headers: fromIp })
      ).response.status(),
      429
    )
    const own = await login(user.email, PASSWORD, { session: ownBrowser, headers: fromIp })
    assert.equal(own.response.status(), 200)
    assert.isTrue(await isSignedIn(ownBrowser))
  })

  test('a known browser has a limit of its own: 10 failures within 15 minutes', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const browser = await signIn(user)
    await browser.post('/auth/logout')
    const statuses = []
    for (let attempt = 0; attempt < 11; attempt++) {
      const headers = { 'x-forwarded-for': `198.51.100.${attempt}` }
      statuses.push(
        (await login(user.email, 'wrong password', { session: browser, headers })).response.status()
      )
    }
    assert.deepEqual(statuses, [...Array(10).fill(422), 429])
  })
})

/** 20 failed logins for `email` from four addresses: the account-wide limit is used up. */
async function lockOut(email: string) {
  for (let ip = 1; ip <= 4; ip++) {
    for (let attempt = 1; attempt <= 5; attempt++) {
      await login(email, 'wrong password', { headers: { 'x-forwarded-for': `192.0.2.${ip}` } })
    }
  }
}
