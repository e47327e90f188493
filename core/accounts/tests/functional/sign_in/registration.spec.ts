import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import { HttpSession } from '#tests/helpers/http_client'
import { TestSmtpServer } from '#tests/helpers/smtp_server'
import {
  forgetInviteVerifier,
  registerInviteVerifier,
} from '#core/accounts/server/services/registration_invites'
import {
  isSignedIn,
  newAccount,
  PASSWORD,
  sessionRowsOf,
  uniqueEmail,
  withSettings,
} from './sign_in_helpers.js'

async function register(json: Record<string, unknown>, session?: HttpSession) {
  const browser = session ?? (await new HttpSession().start())
  const response = await browser.call('/auth/register', { method: 'POST', json })
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

  test('creates the account with the default role, hashed password, signed in: status success', async ({
    assert,
  }) => {
    const input = registration()
    const { session, response } = await register({ ...input, email: input.email.toUpperCase() })
    assert.equal(response.status, 200)
    const body = response.json()
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
    assert.equal(response.status, 200)
    assert.equal(response.json().status, 'needs_email_verification')
    assert.isTrue(response.json().bootstrapData.require_email_confirmation)
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
    assert.equal(response.status, 422)
    const { errors } = response.json()
    assert.deepEqual(errors.email, ['Please enter a valid email address.'])
    assert.deepEqual(errors.password, ['The password must be at least 8 characters.'])

    const long = 'x'.repeat(129)
    const tooLong = (
      await register({ email: uniqueEmail(), password: long, password_confirmation: long })
    ).response
    assert.deepEqual(tooLong.json().errors.password, [
      'The password must not be longer than 128 characters.',
    ])

    const longest = 'y'.repeat(128)
    assert.equal(
      (await register({ email: uniqueEmail(), password: longest, password_confirmation: longest }))
        .response.status,
      200
    )

    const mismatch = (
      await register({
        email: uniqueEmail(),
        password: PASSWORD,
        password_confirmation: 'something else',
      })
    ).response
    assert.deepEqual(mismatch.json().errors.password_confirmation, [
      'The password confirmation does not match.',
    ])

    const missing = (await register({})).response
    assert.sameMembers(Object.keys(missing.json().errors), ['email', 'password'])
  })

  test('a registered email answers 422 on email, whatever its case', async ({ assert }) => {
    const existing = await newAccount()
    const { response } = await register(registration(existing.email.toUpperCase()))
    assert.equal(response.status, 422)
    assert.deepEqual(response.json().errors, {
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
    assert.equal(refused.status, 422)
    assert.deepEqual(refused.json().errors, { privacy: ['Privacy policy must be accepted.'] })

    const accepted = (await register({ ...registration(), terms: true, privacy: 'on' })).response
    assert.equal(accepted.status, 200)
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
    assert.equal(response.status, 200)
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
    assert.equal(refused.status, 403)
    assert.deepEqual(refused.json(), { message: 'Registration is currently disabled.' })
    assert.isNull(await db.from('users').where('email', input.email).first())

    const madeUp = (await register({ ...input, invite_id: '42', invite_type: 'workspace' }))
      .response
    assert.equal(madeUp.status, 403, 'an invite nobody can verify opens nothing')

    registerInviteVerifier(
      'workspace',
      async (inviteId, email) => inviteId === '42' && email === input.email
    )
    cleanup(() => forgetInviteVerifier('workspace'))
    const invited = (await register({ ...input, invite_id: '42', invite_type: 'workspace' }))
      .response
    assert.equal(invited.status, 200)
  })

  test('reCAPTCHA on registration, when enabled, refuses a request without a valid token', async ({
    assert,
    cleanup,
  }) => {
    cleanup(await withSettings({ 'recaptcha.enable_register': true }))
    const input = registration()
    const { response } = await register(input)
    assert.equal(response.status, 422)
    assert.equal(response.json().message, 'Could not verify you are human.')
    assert.isNull(await db.from('users').where('email', input.email).first())
  })

  test('needs the XSRF header', async ({ assert }) => {
    const session = await new HttpSession().start()
    const input = registration()
    const response = await session.call('/auth/register', {
      method: 'POST',
      json: input,
      withoutXsrf: true,
    })
    assert.equal(response.status, 419)
    assert.isNull(await db.from('users').where('email', input.email).first())
  })
})
