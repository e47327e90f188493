import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { CookieSession } from '#tests/helpers/cookie_session'
import { PASSWORD } from './account_helpers.js'
import { UserFactory } from '#database/factories/user_factory'
import { signIn } from '#tests/helpers/sign_in'

/** Spec sections 4, 7 and 9: password confirmation, valid 9000 s. */
test.group('Password confirmation', (group) => {
  group.each.setup(async () => {
    await db.from('limiter_rate_limits').delete()
  })

  test('status is false until the password is confirmed, then true', async ({ assert }) => {
    const session = await signIn(await UserFactory.create())
    const before = await session.get('/auth/user/confirmed-password-status?seconds=9000')
    assert.equal(before.status(), 200)
    assert.deepEqual(before.body(), { confirmed: false })

    const confirm = await session.post('/auth/user/confirm-password').json({ password: PASSWORD })
    assert.equal(confirm.status(), 200)
    assert.deepEqual(confirm.body(), { confirmed: true })

    assert.deepEqual(
      (await session.get('/auth/user/confirmed-password-status?seconds=9000')).body(),
      { confirmed: true }
    )
    // The client may ask about a shorter window; it never widens past 9000 s.
    assert.deepEqual((await session.get('/auth/user/confirmed-password-status')).body(), {
      confirmed: true,
    })
  })

  test('a confirmation older than the asked window does not count', async ({ assert }) => {
    const session = await signIn(await UserFactory.create())
    await session.post('/auth/user/confirm-password').json({ password: PASSWORD })
    await new Promise((resolve) => setTimeout(resolve, 1100))
    assert.deepEqual((await session.get('/auth/user/confirmed-password-status?seconds=1')).body(), {
      confirmed: false,
    })
    assert.deepEqual(
      (await session.get('/auth/user/confirmed-password-status?seconds=9000')).body(),
      { confirmed: true }
    )
  })

  test('a wrong or missing password answers 422 on the password field', async ({ assert }) => {
    const session = await signIn(await UserFactory.create())
    const wrong = await session
      .post('/auth/user/confirm-password')
      .json({ password: 'not my password' })
    assert.equal(wrong.status(), 422)
    assert.deepEqual(wrong.body().errors, { password: ['The provided password was incorrect.'] })

    const missing = await session.post('/auth/user/confirm-password').json({})
    assert.equal(missing.status(), 422)
    assert.property(missing.body().errors, 'password')
    assert.deepEqual((await session.get('/auth/user/confirmed-password-status')).body(), {
      confirmed: false,
    })
  })

  test('repeated wrong passwords are throttled with 429, even the right one afterwards', async ({
    assert,
  }) => {
    const session = await signIn(await UserFactory.create())
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await session
        .post('/auth/user/confirm-password')
        .json({ password: `wrong-${attempt}` })
      assert.equal(response.status(), 422)
    }
    const blocked = await session.post('/auth/user/confirm-password').json({ password: PASSWORD })
    assert.equal(blocked.status(), 429)
    assert.match(blocked.body().message, /Too many attempts/)
  })

  test('the seconds parameter must be a positive whole number', async ({ assert }) => {
    const session = await signIn(await UserFactory.create())
    const response = await session.get('/auth/user/confirmed-password-status?seconds=abc')
    assert.equal(response.status(), 422)
    assert.property(response.body().errors, 'seconds')
  })

  test('a confirmation belongs to the account that made it', async ({ assert }) => {
    const session = await signIn(await UserFactory.create())
    await session.post('/auth/user/confirm-password').json({ password: PASSWORD })
    // Another account signs in on the same browser: its status starts unconfirmed.
    const other = await UserFactory.create()
    await session.post('/auth/login').json({ email: other.email, password: PASSWORD })
    assert.deepEqual((await session.get('/auth/user/confirmed-password-status')).body(), {
      confirmed: false,
    })
  })

  test('guests get 401 and a call without the CSRF header 419', async ({ assert }) => {
    const guest = await new CookieSession().start()
    assert.equal((await guest.get('/auth/user/confirmed-password-status')).status(), 401)
    assert.equal(
      (await guest.post('/auth/user/confirm-password').json({ password: PASSWORD })).status(),
      401
    )

    const session = await signIn(await UserFactory.create())
    const forged = await session
      .post('/auth/user/confirm-password', { withoutXsrf: true })
      .json({ password: PASSWORD })
    assert.equal(forged.status(), 419)
  })
})
