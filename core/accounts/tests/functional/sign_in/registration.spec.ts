import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import { CookieSession } from '#tests/helpers/cookie_session'
import { TestSmtpServer } from '#tests/helpers/smtp_server'
import { HUMAN_TOKEN, RECAPTCHA_SECRET, RecaptchaServer } from '#tests/helpers/recaptcha_server'
import {
  forgetInviteVerifier,
  registerInviteVerifier,
} from '#core/accounts/server/services/registration_invites'
import {
  isSignedIn,
  PASSWORD,
  sessionRowsOf,
  uniqueEmail,
  withSettings,
} from './sign_in_helpers.js'
import { UserFactory } from '#database/factories/user_factory'

async function register(json: Record<string, unknown>, session?: CookieSession) {
  const browser = session ?? (await new CookieSession().start())
  const response = await browser.post('/auth/register').json(json)
  return { session: browser, response }
}

function registration(email = uniqueEmail('new')) {
  return { email, password: PASSWORD, password_confirmation: PASSWORD }
}

async function rolesOf(email: string) {
  const rows = await db
    .from('roles')
    .join('user_roles', 'user_roles.role_id', 'roles.id')
    .join('users', 'users.id', 'user_roles.user_id')
    .where('users.email', email)
    .select('roles.name')
  return rows.map((row) => row.name)
}

/** Spec sections 2, 4, 5 and 7: POST auth/register. */
test.group('Registration', (group) => {
  let smtp: TestSmtpServer
  group.setup(async () => {
    smtp = await TestSmtpServer.start()
    await smtp.captureAppMail()
    return () => smtp.stop()
  })
  // Every test registers from this machine's address: the per-address limit starts afresh.
  group.each.setup(async () => {
    await db.from('limiter_rate_limits').delete()
  })

  test('creates the account with the default role, hashed password, signed in: status success', async ({
    assert,
  }) => {
    const input = registration()
    const { session, response } = await register({ ...input, email: input.email.toUpperCase() })
    assert.equal(response.status(), 200)
    const body = response.body()
    assert.equal(body.status, 'success')
    assert.equal(body.bootstrapData.user.email, input.email)
    assert.isNull(body.bootstrapData.user.email_verified_at)

    const user = await db.from('users').where('email', input.email).firstOrFail()
    assert.notEqual(user.password, PASSWORD)
    assert.isTrue(await hash.verify(user.password, PASSWORD))
    assert.deepEqual(await rolesOf(input.email), ['Users'])
    assert.lengthOf(await sessionRowsOf(user.id), 1)
    assert.isTrue(await isSignedIn(session))
    assert.lengthOf(smtp.messagesTo(input.email), 0, 'no verification email when not required')
  })

  test('with email confirmation required: a 6-digit code is emailed and the status says so', async ({
    assert,
    cleanup,
  }) => {
    cleanup(
      await withSettings({ 'require_email_confirmation': true, 'branding.site_name': 'Tunes & Co' })
    )
    const input = registration()
    const { response, session } = await register(input)
    assert.equal(response.status(), 200)
    assert.equal(response.body().status, 'needs_email_verification')
    assert.isTrue(response.body().bootstrapData.require_email_confirmation)
    assert.isTrue(await isSignedIn(session))

    const message = await smtp.waitForMessage(input.email)
    assert.equal(message.subject, 'Your Tunes & Co verification code')
    assert.match(message.from, /Tunes & Co/)
    const code = message.text.match(/verification code is (\d{6})\./)?.[1]
    assert.exists(code)
    assert.include(message.html, code!)
    assert.include(message.html, 'Tunes &amp; Co')
    const [logged] = await db.from('outgoing_emails').where('recipient', input.email)
    assert.include(logged, {
      subject: 'Your Tunes & Co verification code',
      status: 'sent',
      error: null,
    })
  })

  test('validation: email format, password length and confirmation, per field', async ({
    assert,
  }) => {
    const { response } = await register({
      email: 'not-an-email',
      password: 'short',
      password_confirmation: 'other',
    })
    assert.equal(response.status(), 422)
    const { errors } = response.body()
    assert.deepEqual(errors.email, ['Please enter a valid email address.'])
    assert.deepEqual(errors.password, ['The password must be at least 8 characters.'])

    const long = 'x'.repeat(129)
    const tooLong = (
      await register({ email: uniqueEmail(), password: long, password_confirmation: long })
    ).response
    assert.deepEqual(tooLong.body().errors.password, [
      'The password must not be longer than 128 characters.',
    ])

    const longest = 'y'.repeat(128)
    assert.equal(
      (
        await register({ email: uniqueEmail(), password: longest, password_confirmation: longest })
      ).response.status(),
      200
    )

    const mismatch = (
      await register({
        email: uniqueEmail(),
        password: PASSWORD,
        password_confirmation: 'something else',
      })
    ).response
    assert.deepEqual(mismatch.body().errors.password_confirmation, [
      'The password confirmation does not match.',
    ])

    const missing = (await register({})).response
    assert.sameMembers(Object.keys(missing.body().errors), ['email', 'password'])
  })

  test('a registered email answers 422 on email, whatever its case', async ({ assert }) => {
    const existing = await UserFactory.create()
    const { response } = await register(registration(existing.email.toUpperCase()))
    assert.equal(response.status(), 422)
    assert.deepEqual(response.body().errors, {
      email: ['This email address is already registered.'],
    })
  })

  test('each registration policy must be accepted, with the error on its own field', async ({
    assert,
    cleanup,
  }) => {
    cleanup(
      await withSettings({
        'registration.policies': [
          { id: 'terms', label: 'Terms of service' },
          { id: 'privacy', label: 'Privacy policy' },
        ],
      })
    )
    const refused = (await register({ ...registration(), terms: true })).response
    assert.equal(refused.status(), 422)
    assert.deepEqual(refused.body().errors, { privacy: ['Privacy policy must be accepted.'] })

    const accepted = (await register({ ...registration(), terms: true, privacy: 'on' })).response
    assert.equal(accepted.status(), 200)
  })

  test('no mass assignment: roles, verification and ban fields sent along are ignored', async ({
    assert,
  }) => {
    const input = registration()
    const { response } = await register({
      ...input,
      roles: [1, 2],
      admin: true,
      email_verified_at: '2020-01-01',
      banned_at: '2020-01-01',
      permissions: ['admin'],
    })
    assert.equal(response.status(), 200)
    const user = await db.from('users').where('email', input.email).firstOrFail()
    assert.isNull(user.email_verified_at)
    assert.isNull(user.banned_at)
    assert.deepEqual(await rolesOf(input.email), ['Users'])
  })

  test('registration disabled: 403 and no account, unless a valid invite comes along', async ({
    assert,
    cleanup,
  }) => {
    cleanup(await withSettings({ 'registration.disable': true }))
    const input = registration()
    const refused = (await register(input)).response
    assert.equal(refused.status(), 403)
    assert.deepEqual(refused.body(), { message: 'Registration is currently disabled.' })
    assert.isNull(await db.from('users').where('email', input.email).first())

    const madeUp = (await register({ ...input, invite_id: '42', invite_type: 'fixture' }))
      .response
    assert.equal(madeUp.status(), 403, 'an invite nobody can verify opens nothing')

    registerInviteVerifier(
      'fixture',
      async (inviteId, email) => inviteId === '42' && email === input.email
    )
    cleanup(() => forgetInviteVerifier('fixture'))
    const invited = (await register({ ...input, invite_id: '42', invite_type: 'fixture' }))
      .response
    assert.equal(invited.status(), 200)
  })

  test('reCAPTCHA on registration, when enabled, refuses a request without a valid token', async ({
    assert,
    cleanup,
  }) => {
    cleanup(await withSettings({ 'recaptcha.enable_register': true }))
    const input = registration()
    const { response } = await register(input)
    assert.equal(response.status(), 422)
    assert.equal(response.body().message, 'Could not verify you are human.')
    assert.isNull(await db.from('users').where('email', input.email).first())
  })

  test('needs the XSRF header', async ({ assert }) => {
    const session = await new CookieSession().start()
    const input = registration()
    const response = await session.post('/auth/register', { withoutXsrf: true }).json(input)
    assert.equal(response.status(), 419)
    assert.isNull(await db.from('users').where('email', input.email).first())
  })
})

/** Issue 13, item 9: accounts per IP address. */
test.group('Registration limit', (group) => {
  group.each.setup(async () => {
    await db.from('limiter_rate_limits').delete()
  })

  test('10 accounts per IP address an hour: the 11th answers 429, another address still registers', async ({
    assert,
  }) => {
    const fromIp = { 'x-forwarded-for': '203.0.113.77' }
    const registerFrom = async (headers: Record<string, string>, input = registration()) => {
      const browser = await new CookieSession().start()
      return browser.post('/auth/register').json(input).headers(headers)
    }
    // A taken address makes no account and does not count.
    const taken = await UserFactory.create()
    assert.equal((await registerFrom(fromIp, registration(taken.email))).status(), 422)

    const statuses = []
    for (let index = 0; index < 10; index++) statuses.push((await registerFrom(fromIp)).status())
    assert.deepEqual(statuses, Array(10).fill(200))

    const input = registration()
    const refused = await registerFrom(fromIp, input)
    assert.equal(refused.status(), 429)
    assert.match(
      refused.body().message,
      /^Too many accounts were created from your network\. Please try again in \d+ seconds\.$/
    )
    assert.isAbove(Number(refused.header('retry-after')), 0)
    assert.isNull(await db.from('users').where('email', input.email).first())

    assert.equal((await registerFrom({ 'x-forwarded-for': '203.0.113.78' })).status(), 200)
  })
})

/** Spec sections 5, 7 and 8: the bot check, against a local stand-in of Google's siteverify. */
test.group('Registration with bot verification on', (group) => {
  let recaptcha: RecaptchaServer
  group.setup(async () => {
    recaptcha = await RecaptchaServer.start()
    const restore = await recaptcha.configure({ 'recaptcha.enable_register': true })
    return async () => {
      await restore()
      await recaptcha.stop()
    }
  })
  group.each.setup(async () => {
    recaptcha.requests = []
    await db.from('limiter_rate_limits').delete()
  })

  test('a token the service accepts registers; the service is asked with the secret and address', async ({
    assert,
  }) => {
    const input = registration()
    const { response } = await register({ ...input, recaptcha_token: HUMAN_TOKEN })
    assert.equal(response.status(), 200)
    assert.isNotNull(await db.from('users').where('email', input.email).first())
    assert.lengthOf(recaptcha.requests, 1)
    assert.deepEqual(Object.fromEntries(recaptcha.requests[0]), {
      secret: RECAPTCHA_SECRET,
      response: HUMAN_TOKEN,
      remoteip: '127.0.0.1',
    })
  })

  test('a token the service refuses: 422 with the spec message, and no account', async ({
    assert,
  }) => {
    const input = registration()
    const { response } = await register({ ...input, recaptcha_token: 'bot-token' })
    assert.equal(response.status(), 422)
    assert.deepEqual(response.body(), { message: 'Could not verify you are human.', errors: {} })
    assert.isNull(await db.from('users').where('email', input.email).first())
    assert.lengthOf(recaptcha.requests, 1)
  })

  test('POST recaptcha/verify answers success from the service; a missing token is a 422', async ({
    assert,
  }) => {
    const browser = await new CookieSession().start()
    const verify = (json: unknown) => browser.post('/api/v1/recaptcha/verify').json(json)
    const human = await verify({ token: HUMAN_TOKEN })
    assert.equal(human.status(), 200)
    assert.deepEqual(human.body(), { success: true })
    assert.deepEqual((await verify({ token: 'bot-token' })).body(), { success: false })
    const missing = await verify({})
    assert.equal(missing.status(), 422)
    assert.property(missing.body().errors, 'token')
    assert.lengthOf(recaptcha.requests, 2)
  })
})
