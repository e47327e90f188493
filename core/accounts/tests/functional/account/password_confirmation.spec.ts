import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { HttpSession } from '#tests/helpers/http_client'
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
    const before = await session.call('/auth/user/confirmed-password-status?seconds=9000')
    assert.equal(before.status, 200)
    assert.deepEqual(before.json(), { confirmed: false })

    const confirm = await session.call('/auth/user/confirm-password', {
      method: 'POST',
      json: { password: PASSWORD },
    })
    assert.equal(confirm.status, 200)
    assert.deepEqual(confirm.json(), { confirmed: true })

    assert.deepEqual(
      (await session.call('/auth/user/confirmed-password-status?seconds=9000')).json(),
      { confirmed: true }
    )
    // The client may ask about a shorter window; it never widens past 9000 s.
    assert.deepEqual((await session.call('/auth/user/confirmed-password-status')).json(), {
      confirmed: true,
    })
  })

  test('a confirmation older than the asked window does not count', async ({ assert }) => {
    const session = await signIn(await UserFactory.create())
    await session.call('/auth/user/confirm-password', {
      method: 'POST',
      json: { password: PASSWORD },
    })
    await new Promise((resolve) => setTimeout(resolve, 1100))
    assert.deepEqual(
      (await session.call('/auth/user/confirmed-password-status?seconds=1')).json(),
      { confirmed: false }
    )
    assert.deepEqual(
      (await session.call('/auth/user/confirmed-password-status?seconds=9000')).json(),
      { confirmed: true }
    )
  })

  test('a wrong or missing password answers 422 on the password field', async ({ assert }) => {
    const session = await signIn(await UserFactory.create())
    const wrong = await session.call('/auth/user/confirm-password', {
      method: 'POST',
      json: { password: 'not my password' },
    })
    assert.equal(wrong.status, 422)
    assert.deepEqual(wrong.json().errors, { password: ['The provided password was incorrect.'] })

    const missing = await session.call('/auth/user/confirm-password', { method: 'POST', json: {} })
    assert.equal(missing.status, 422)
    assert.property(missing.json().errors, 'password')
    assert.deepEqual((await session.call('/auth/user/confirmed-password-status')).json(), {
      confirmed: false,
    })
  })

  test('repeated wrong passwords are throttled with 429, even the right one afterwards', async ({
    assert,
  }) => {
    const session = await signIn(await UserFactory.create())
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await session.call('/auth/user/confirm-password', {
        method: 'POST',
        json: { password: `wrong-${attempt}` },
      })
      assert.equal(response.status, 422)
    }
    const blocked = await session.call('/auth/user/confirm-password', {
      method: 'POST',
      json: { password: PASSWORD },
    })
    assert.equal(blocked.status, 429)
    assert.match(blocked.json().message, /Too many attempts/)
  })

  test('the seconds parameter must be a positive whole number', async ({ assert }) => {
    const session = await signIn(await UserFactory.create())
    const response = await session.call('/auth/user/confirmed-password-status?seconds=abc')
    assert.equal(response.status, 422)
    assert.property(response.json().errors, 'seconds')
  })

  test('a confirmation belongs to the account that made it', async ({ assert }) => {
    const session = await signIn(await UserFactory.create())
    await session.call('/auth/user/confirm-password', {
      method: 'POST',
      json: { password: PASSWORD },
    })
    // Another account signs in on the same browser: its status starts unconfirmed.
    const other = await UserFactory.create()
    await session.call('/auth/login', {
      method: 'POST',
      json: { email: other.email, password: PASSWORD },
    })
    assert.deepEqual((await session.call('/auth/user/confirmed-password-status')).json(), {
      confirmed: false,
    })
  })

  test('guests get 401 and a call without the CSRF header 419', async ({ assert }) => {
    const guest = await new HttpSession().start()
    assert.equal((await guest.call('/auth/user/confirmed-password-status')).status, 401)
    assert.equal(
      (
        await guest.call('/auth/user/confirm-password', {
          method: 'POST',
          json: { password: PASSWORD },
        })
      ).status,
      401
    )

    const session = await signIn(await UserFactory.create())
    const forged = await session.call('/auth/user/confirm-password', {
      method: 'POST',
      json: { password: PASSWORD },
      withoutXsrf: true,
    })
    assert.equal(forged.status, 419)
  })
})
