import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { CookieSession } from '#tests/helpers/cookie_session'
import { TestSmtpServer } from '#tests/helpers/smtp_server'
import { UserFactory } from '#database/factories/user_factory'
import { signIn } from '#tests/helpers/sign_in'

function codeIn(text: string) {
  const code = text.match(/verification code is (\d{6})\./)?.[1]
  if (!code) throw new Error(`no code in: ${text}`)
  return code
}

/** A code that differs from `code` in every digit. */
function wrongCode(code: string) {
  return [...code].map((digit) => String((Number(digit) + 1) % 10)).join('')
}

async function unverifiedSignedIn() {
  const user = await UserFactory.apply('unverified').create()
  return { user, session: await signIn(user) }
}

function resend(session: CookieSession, json: Record<string, unknown> = {}) {
  return session.post('/api/v1/resend-email-verification').json(json)
}

function validate(session: CookieSession, code: unknown) {
  return session.post('/api/v1/validate-email-verification-otp').json({ code })
}

async function verifiedAt(userId: number) {
  return (await db.from('users').where('id', userId).firstOrFail()).email_verified_at
}

/** Spec sections 4, 5, 7 and 9: resend-email-verification and validate-email-verification-otp. */
test.group('Email verification', (group) => {
  let smtp: TestSmtpServer
  group.setup(async () => {
    smtp = await TestSmtpServer.start()
    await smtp.captureAppMail()
    return () => smtp.stop()
  })

  test('resend emails a 6-digit code; the right code verifies the email, once', async ({
    assert,
  }) => {
    const { user, session } = await unverifiedSignedIn()
    const response = await resend(session, { email: user.email })
    assert.equal(response.status(), 200)
    assert.deepEqual(response.body(), { data: { email: user.email, message: 'Email sent' } })

    const code = codeIn((await smtp.waitForMessage(user.email)).text)
    const validated = await validate(session, code)
    assert.equal(validated.status(), 200)
    assert.isString(validated.body().data.email_verified_at)
    assert.isNotNull(await verifiedAt(user.id))
    assert.lengthOf(
      await db.from('email_verification_codes').where('user_id', user.id),
      0,
      'the code is used up'
    )

    const [row] = await db.from('outgoing_emails').where('recipient', user.email)
    assert.equal(row.status, 'sent')
  })

  test('a wrong code answers 422 on code; after 5 wrong guesses even the right code is refused', async ({
    assert,
  }) => {
    const { user, session } = await unverifiedSignedIn()
    await resend(session)
    const code = codeIn((await smtp.waitForMessage(user.email)).text)

    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await validate(session, wrongCode(code))
      assert.equal(response.status(), 422)
      assert.deepEqual(response.body().errors, { code: ['The code is invalid.'] })
    }
    const exhausted = await validate(session, code)
    assert.equal(exhausted.status(), 422)
    assert.deepEqual(exhausted.body().errors, {
      code: ['Too many attempts. Please request a new code.'],
    })
    assert.isNull(await verifiedAt(user.id))
  })

  test('an expired code is refused', async ({ assert }) => {
    const { user, session } = await unverifiedSignedIn()
    await resend(session)
    const code = codeIn((await smtp.waitForMessage(user.email)).text)
    const past = DateTime.now().minus({ minutes: 1 }).toFormat('yyyy-MM-dd HH:mm:ss')
    await db.from('email_verification_codes').where('user_id', user.id).update({ expires_at: past })
    const response = await validate(session, code)
    assert.equal(response.status(), 422)
    assert.deepEqual(response.body().errors, {
      code: ['The code has expired. Please request a new one.'],
    })
  })

  test('a new code replaces the previous one', async ({ assert }) => {
    const { user, session } = await unverifiedSignedIn()
    await resend(session)
    const first = codeIn((await smtp.waitForMessage(user.email)).text)
    await db.from('limiter_rate_limits').where('key', 'like', '%verification_resend%').delete()
    await resend(session)
    const second = codeIn((await smtp.waitForMessage(user.email)).text)
    if (first !== second) assert.equal((await validate(session, first)).status(), 422)
    assert.equal((await validate(session, second)).status(), 200)
  })

  test('codes are stored as digests, never in the clear', async ({ assert }) => {
    const { user, session } = await unverifiedSignedIn()
    await resend(session)
    const code = codeIn((await smtp.waitForMessage(user.email)).text)
    const [row] = await db.from('email_verification_codes').where('user_id', user.id)
    assert.lengthOf(row.code_hash, 64)
    assert.notInclude(row.code_hash, code)
  })

  test('validation: the code is required and at most 6 characters', async ({ assert }) => {
    const { session } = await unverifiedSignedIn()
    const missing = await session.post('/api/v1/validate-email-verification-otp').json({})
    assert.equal(missing.status(), 422)
    assert.property(missing.body().errors, 'code')
    const long = await validate(session, '1234567')
    assert.equal(long.status(), 422)
    assert.property(long.body().errors, 'code')
  })

  test('resend is throttled to one a minute', async ({ assert }) => {
    const { user, session } = await unverifiedSignedIn()
    assert.equal((await resend(session)).status(), 200)
    const throttled = await resend(session)
    assert.equal(throttled.status(), 429)
    assert.match(
      throttled.body().message,
      /^Please wait \d+ seconds before requesting another code\.$/
    )
    await smtp.waitForMessage(user.email)
    assert.lengthOf(smtp.messagesTo(user.email), 1)
  })

  test('resend refuses another address and an already verified account', async ({ assert }) => {
    const { session } = await unverifiedSignedIn()
    const other = await resend(session, { email: 'someone-else@example.com' })
    assert.equal(other.status(), 422)
    assert.deepEqual(other.body().errors, {
      email: ['This is not the email address of your account.'],
    })

    const verified = await UserFactory.create()
    const already = await resend(await signIn(verified))
    assert.equal(already.status(), 422)
    assert.deepEqual(already.body().errors, { email: ['Your email address is already verified.'] })
  })

  test('guests get 401 on both calls', async ({ assert }) => {
    const guest = await new CookieSession().start()
    assert.equal((await resend(guest)).status(), 401)
    assert.equal((await validate(guest, '123456')).status(), 401)
  })
})
