import { test } from '@japa/runner'
import QRCode from 'qrcode'
import { Secret, TOTP } from 'otpauth'
import db from '@adonisjs/lucid/services/db'
import encryption from '@adonisjs/core/services/encryption'
import { CookieSession } from '#tests/helpers/cookie_session'
import {
  authenticator,
  enableTwoFactor,
  freshUser,
  PASSWORD,
  signInConfirmed,
  userRow,
} from './account_helpers.js'
import { UserFactory } from '#database/factories/user_factory'
import { signIn } from '#tests/helpers/sign_in'

const ENABLE = '/auth/user/two-factor-authentication'
const QR_CODE = '/auth/user/two-factor/qr-code'
const CONFIRM = '/auth/user/confirmed-two-factor-authentication'
const RECOVERY_CODES = '/auth/user/two-factor-recovery-codes'

/** Spec section 4: disabled -> awaiting confirmation -> enabled, and back to disabled. */
test.group('Two-factor setup', (group) => {
  group.each.setup(async () => {
    await db.from('limiter_rate_limits').delete()
  })

  test('every setup call needs a recently confirmed password (423)', async ({ assert }) => {
    const session = await signIn(await UserFactory.create())
    for (const [method, path] of [
      ['POST', ENABLE],
      ['DELETE', ENABLE],
      ['GET', QR_CODE],
      ['POST', CONFIRM],
      ['POST', RECOVERY_CODES],
    ] as const) {
      const request = session.request(method, path)
      const response = await (method === 'GET' ? request : request.json({ code: '123456' }))
      assert.equal(response.status(), 423, `${method} ${path}`)
      assert.deepEqual(response.body(), { message: 'Password confirmation required.' })
    }
  })

  test('enable stores an encrypted secret and 8 hashed 21-character recovery codes, shown once', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const session = await signInConfirmed(user)
    const response = await session.post(ENABLE)
    assert.equal(response.status(), 200)
    const { recovery_codes: codes, user: account } = response.body()
    assert.lengthOf(codes, 8)
    for (const code of codes) assert.match(code, /^[A-Za-z0-9]{10}-[A-Za-z0-9]{10}$/)
    assert.lengthOf(new Set(codes), 8)
    // Awaiting confirmation: codes exist, not confirmed; the payload never carries secrets.
    assert.isNull(account.two_factor_confirmed_at)
    assert.isTrue(account.has_recovery_codes)
    assert.notProperty(account, 'two_factor_recovery_codes')
    assert.notProperty(account, 'two_factor_secret')

    const row = await userRow(user.id)
    const storedCodes: string[] = JSON.parse(row.two_factor_recovery_codes)
    assert.lengthOf(storedCodes, 8)
    for (const code of codes) assert.notInclude(row.two_factor_recovery_codes, code)
    const { secret } = (await session.get(QR_CODE)).body()
    assert.notInclude(row.two_factor_secret, secret)
    assert.equal(encryption.decrypt(row.two_factor_secret, 'two_factor_secret'), secret)
  })

  test('the QR code encodes an otpauth URI with the site name and email', async ({ assert }) => {
    const user = await UserFactory.create()
    const session = await signInConfirmed(user)
    await session.post(ENABLE)
    const response = await session.get(QR_CODE)
    assert.equal(response.status(), 200)
    const { svg, secret } = response.body()
    assert.match(svg, /^<svg[\s\S]*<\/svg>\s*$/)
    assert.match(secret, /^[A-Z2-7]{32}$/)
    // The same QR code as the one of the expected otpauth URI.
    const uri = new TOTP({
      issuer: 'Cadenza',
      label: user.email,
      secret: Secret.fromBase32(secret),
    }).toString()
    assert.include(
      uri,
      `otpauth://totp/Cadenza:${encodeURIComponent(user.email)}?issuer=Cadenza&secret=${secret}`
    )
    assert.equal(svg, await QRCode.toString(uri, { type: 'svg', margin: 1 }))
  })

  test('QR code before enabling answers 409', async ({ assert }) => {
    const session = await signInConfirmed(await UserFactory.create())
    const response = await session.get(QR_CODE)
    assert.equal(response.status(), 409)
    assert.deepEqual(response.body(), { message: 'Two-factor authentication is not enabled.' })
  })

  test('confirm with a valid code enables; a wrong or missing code answers 422 on code', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const session = await signInConfirmed(user)
    await session.post(ENABLE)
    const { secret } = (await session.get(QR_CODE)).body()

    const wrong = await session
      .post(CONFIRM)
      .json({ code: '000000' === authenticator(secret).now() ? '111111' : '000000' })
    assert.equal(wrong.status(), 422)
    assert.deepEqual(wrong.body().errors, {
      code: ['The provided two factor authentication code was invalid.'],
    })
    const missing = await session.post(CONFIRM).json({})
    assert.equal(missing.status(), 422)
    assert.property(missing.body().errors, 'code')
    assert.isNull((await freshUser(user)).twoFactorConfirmedAt)

    const confirmed = await session.post(CONFIRM).json({ code: authenticator(secret).now() })
    assert.equal(confirmed.status(), 200)
    assert.isString(confirmed.body().user.two_factor_confirmed_at)
    assert.isNotNull((await freshUser(user)).twoFactorConfirmedAt)

    // Enabled: enabling or confirming again is refused.
    assert.equal((await session.post(ENABLE)).status(), 409)
    assert.equal(
      (await session.post(CONFIRM).json({ code: authenticator(secret).at(1) })).status(),
      409
    )
  })

  test('disable clears the secret, the codes and the confirmation', async ({ assert }) => {
    const user = await UserFactory.create()
    const { session } = await enableTwoFactor(user)
    const response = await session.delete(ENABLE)
    assert.equal(response.status(), 200)
    assert.isNull(response.body().user.two_factor_confirmed_at)
    assert.isFalse(response.body().user.has_recovery_codes)
    const row = await userRow(user.id)
    assert.isNull(row.two_factor_secret)
    assert.isNull(row.two_factor_recovery_codes)
    assert.isNull(row.two_factor_confirmed_at)
  })

  test('cancel while awaiting confirmation goes back to disabled', async ({ assert }) => {
    const user = await UserFactory.create()
    const session = await signInConfirmed(user)
    await session.post(ENABLE)
    assert.equal((await session.delete(ENABLE)).status(), 200)
    assert.isNull((await userRow(user.id)).two_factor_recovery_codes)
  })

  test('regenerating recovery codes replaces the old ones', async ({ assert }) => {
    const user = await UserFactory.create()
    const { session, recoveryCodes } = await enableTwoFactor(user)
    const response = await session.post(RECOVERY_CODES)
    assert.equal(response.status(), 200)
    const fresh: string[] = response.body().recovery_codes
    assert.lengthOf(fresh, 8)
    assert.notSameMembers(fresh, recoveryCodes)

    // An old code no longer signs in; a new one does.
    const login = await new CookieSession().start()
    await login.post('/auth/login').json({ email: user.email, password: PASSWORD })
    assert.equal(
      (
        await login.post('/auth/two-factor-challenge').json({ recovery_code: recoveryCodes[0] })
      ).status(),
      422
    )
    assert.equal(
      (await login.post('/auth/two-factor-challenge').json({ recovery_code: fresh[0] })).status(),
      200
    )
  })

  test('regenerating without two-factor set up answers 409', async ({ assert }) => {
    const session = await signInConfirmed(await UserFactory.create())
    assert.equal((await session.post(RECOVERY_CODES)).status(), 409)
  })

  test('guests get 401 on every setup call', async ({ assert }) => {
    const guest = await new CookieSession().start()
    for (const [method, path] of [
      ['POST', ENABLE],
      ['DELETE', ENABLE],
      ['GET', QR_CODE],
      ['POST', CONFIRM],
      ['POST', RECOVERY_CODES],
    ] as const) {
      assert.equal((await guest.request(method, path)).status(), 401, `${method} ${path}`)
    }
  })
})

/** Spec sections 4, 5 and 7: POST auth/two-factor-challenge with a code or a recovery code. */
test.group('Two-factor challenge', (group) => {
  group.each.setup(async () => {
    await db.from('limiter_rate_limits').delete()
  })

  async function startLogin(email: string) {
    const session = await new CookieSession().start()
    const login = await session
      .post('/auth/login')
      .json({ email, password: PASSWORD, remember: true })
    return { session, login }
  }

  test('login asks for the second factor; a valid code signs in and returns bootstrap data', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const { secret } = await enableTwoFactor(user)
    const { session, login } = await startLogin(user.email)
    assert.equal(login.status(), 200)
    assert.deepEqual(login.body(), { two_factor: true })
    assert.equal((await session.get('/api/v1/users/me')).status(), 401)

    // The code of the next window: the one of this window was just used to confirm the setup.
    const response = await session
      .post('/auth/two-factor-challenge')
      .json({ code: authenticator(secret).at(1) })
    assert.equal(response.status(), 200)
    assert.equal(response.body().bootstrapData.user.id, user.id)
    assert.equal((await session.get('/api/v1/users/me')).body().user.id, user.id)
  })

  test('a code works once per time window and never for an earlier window', async ({ assert }) => {
    const user = await UserFactory.create()
    const { secret } = await enableTwoFactor(user)
    const first = await startLogin(user.email)
    const code = authenticator(secret).at(1)
    assert.equal(
      (await first.session.post('/auth/two-factor-challenge').json({ code })).status(),
      200
    )

    const second = await startLogin(user.email)
    const replay = await second.session.post('/auth/two-factor-challenge').json({ code })
    assert.equal(replay.status(), 422)
    assert.deepEqual(replay.body().errors, {
      code: ['The provided two factor authentication code was invalid.'],
    })
    // The current window's code is older than the step already used.
    assert.equal(
      (
        await second.session
          .post('/auth/two-factor-challenge')
          .json({ code: authenticator(secret).now() })
      ).status(),
      422
    )
  })

  test('a recovery code works once and is removed', async ({ assert }) => {
    const user = await UserFactory.create()
    const { recoveryCodes } = await enableTwoFactor(user)
    const first = await startLogin(user.email)
    const response = await first.session
      .post('/auth/two-factor-challenge')
      .json({ recovery_code: recoveryCodes[3] })
    assert.equal(response.status(), 200)
    assert.lengthOf(JSON.parse((await userRow(user.id)).two_factor_recovery_codes), 7)

    const second = await startLogin(user.email)
    const reused = await second.session
      .post('/auth/two-factor-challenge')
      .json({ recovery_code: recoveryCodes[3] })
    assert.equal(reused.status(), 422)
    assert.deepEqual(reused.body().errors, {
      recovery_code: ['The provided two factor recovery code was invalid.'],
    })
  })

  test('code must be exactly 6 characters, recovery code exactly 21, and one of them is required', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    await enableTwoFactor(user)
    const { session } = await startLogin(user.email)
    const cases: Array<[Record<string, string>, string]> = [
      [{}, 'code'],
      [{ code: '12345' }, 'code'],
      [{ code: '1234567' }, 'code'],
      [{ recovery_code: 'x'.repeat(20) }, 'recovery_code'],
      [{ recovery_code: 'x'.repeat(22) }, 'recovery_code'],
    ]
    for (const [json, field] of cases) {
      const response = await session.post('/auth/two-factor-challenge').json(json)
      assert.equal(response.status(), 422, JSON.stringify(json))
      assert.property(response.body().errors, field)
    }
  })

  test('without a pending login the challenge answers 401', async ({ assert }) => {
    const guest = await new CookieSession().start()
    const response = await guest.post('/auth/two-factor-challenge').json({ code: '123456' })
    assert.equal(response.status(), 401)
    assert.deepEqual(response.body(), {
      message: 'Your login attempt has expired. Please log in again.',
    })
  })

  test('five wrong codes drop the pending login (429); the right code then no longer works', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const { secret } = await enableTwoFactor(user)
    const { session } = await startLogin(user.email)
    const valid = new Set([
      authenticator(secret).at(-1),
      authenticator(secret).now(),
      authenticator(secret).at(1),
    ])
    const wrongCodes = ['000000', '111111', '222222', '333333', '444444', '555555']
      .filter((code) => !valid.has(code))
      .slice(0, 5)
    const statuses = []
    for (const code of wrongCodes)
      statuses.push((await session.post('/auth/two-factor-challenge').json({ code })).status())
    assert.deepEqual(statuses, [422, 422, 422, 422, 429])
    const after = await session
      .post('/auth/two-factor-challenge')
      .json({ code: authenticator(secret).at(1) })
    assert.equal(after.status(), 401)
  })
})
