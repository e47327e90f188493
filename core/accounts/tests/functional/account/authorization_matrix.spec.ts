import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import User from '#core/accounts/server/models/user'
import { SettingsStore } from '#core/settings/server/settings_store'
import type { ApiResponse } from '@japa/api-client'
import { CookieSession, type CookieRequestOptions } from '#tests/helpers/cookie_session'
import { confirmPassword, PASSWORD } from './account_helpers.js'
import { UserFactory } from '#database/factories/user_factory'
import { signIn } from '#tests/helpers/sign_in'

type Actor = 'guest' | 'user' | 'other' | 'admin'
const ACTORS: Actor[] = ['guest', 'user', 'other', 'admin']

/** One cell's world: the account the route is about, and the acting session. */
interface Cell {
  actor: Actor
  target: User
  session: CookieSession
  /** The acting account (null for a guest). */
  me: User | null
  /** An API token of the target, for routes about tokens. */
  targetTokenId: number
}

interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Path for the cell; routes about a person use `cell.target`. */
  path: (cell: Cell) => string
  json?: (cell: Cell) => Record<string, unknown>
  /** Runs for signed-in actors before the call (confirm the password, enable 2FA...). */
  prepare?: (cell: Cell) => Promise<void>
  /** Expected status for guest, the target themselves, another user, an admin. */
  expect: Record<Actor, number>
  /** Extra assertions on the answer. */
  check?: (response: ApiResponse, cell: Cell, assert: any) => void | Promise<void>
}

const ok = (status = 200): Record<Actor, number> => ({
  guest: 401,
  user: status,
  other: status,
  admin: status,
})
const ownOnly = (status = 200, admin = status): Record<Actor, number> => ({
  guest: 401,
  user: status,
  other: 403,
  admin,
})
const everyone = (status: number): Record<Actor, number> => ({
  guest: status,
  user: status,
  other: status,
  admin: status,
})

const confirm = async ({ session }: Cell) => confirmPassword(session)
const enableTwoFactor = async (cell: Cell) => {
  await confirm(cell)
  await cell.session.post('/auth/user/two-factor-authentication')
}
const newPassword = {
  password: 'a brand new password',
  password_confirmation: 'a brand new password',
}
const fullRecord = (response: ApiResponse, cell: Cell, assert: any) => {
  const sees = cell.actor === 'user' || cell.actor === 'admin'
  assert.equal('email' in (response.body().user ?? {}), sees, `${cell.actor} full record`)
}

/**
 * Every account route (sign-in flows and account management) for a guest,
 * the person the route is about, another signed-in user and an admin.
 * Routes about "me" (no id) act on the caller's own account.
 */
const ROUTES: Record<string, Row> = {
  // Sign-in flows.
  'POST auth/register': {
    method: 'POST',
    path: () => '/auth/register',
    json: () => ({
      email: `new-${Date.now()}-${Math.random()}@example.com`,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    }),
    expect: everyone(200),
  },
  'POST auth/login': {
    method: 'POST',
    path: () => '/auth/login',
    json: ({ target }) => ({ email: target.email, password: PASSWORD }),
    expect: everyone(200),
  },
  'POST auth/logout': { method: 'POST', path: () => '/auth/logout', expect: everyone(200) },
  'POST auth/forgot-password': {
    method: 'POST',
    path: () => '/auth/forgot-password',
    json: ({ target }) => ({ email: target.email }),
    expect: everyone(200),
  },
  'POST auth/reset-password': {
    method: 'POST',
    path: () => '/auth/reset-password',
    json: ({ target }) => ({ token: 'not-a-real-token', email: target.email, ...newPassword }),
    expect: everyone(422),
  },
  'PUT auth/user/password': {
    method: 'PUT',
    path: () => '/auth/user/password',
    json: () => ({ current_password: PASSWORD, ...newPassword }),
    expect: ok(),
  },
  'POST resend-email-verification': {
    method: 'POST',
    path: () => '/api/v1/resend-email-verification',
    json: () => ({}),
    expect: ok(422),
  },
  'POST validate-email-verification-otp': {
    method: 'POST',
    path: () => '/api/v1/validate-email-verification-otp',
    json: () => ({ code: '123456' }),
    expect: ok(),
  },
  'GET user-sessions': {
    method: 'GET',
    path: () => '/api/v1/user-sessions',
    expect: ok(),
    check: async (response, cell, assert) => {
      if (!cell.me) return
      const ids = response.body().sessions.map((session: { id: number }) => session.id)
      const own = (await db.from('user_sessions').where('user_id', cell.me!.id).select('id')).map(
        (row) => row.id
      )
      assert.sameMembers(ids, own, 'only the caller’s own sessions')
    },
  },
  'POST user-sessions/logout-other': {
    method: 'POST',
    path: () => '/api/v1/user-sessions/logout-other',
    json: () => ({ password: PASSWORD }),
    expect: ok(),
  },
  'POST access-tokens': {
    method: 'POST',
    path: () => '/api/v1/access-tokens',
    json: () => ({ tokenName: 'matrix' }),
    prepare: confirm,
    expect: ok(),
  },
  'DELETE access-tokens/{id}': {
    method: 'DELETE',
    path: ({ targetTokenId }) => `/api/v1/access-tokens/${targetTokenId}`,
    expect: { guest: 401, user: 204, other: 404, admin: 404 },
    check: async (_response, cell, assert) => {
      const remaining = await db.from('auth_access_tokens').where('id', cell.targetTokenId).first()
      assert.equal(remaining === null, cell.actor === 'user', 'only the owner deletes a token')
    },
  },

  // Account management.
  'GET users/{id}': {
    method: 'GET',
    path: ({ target }) => `/api/v1/users/${target.id}?with=tokens,social_profiles`,
    // Nobody else learns the account exists: the 404 of an unknown id.
    expect: { guest: 404, user: 200, other: 404, admin: 200 },
    check: fullRecord,
  },
  'GET users/me': {
    method: 'GET',
    path: () => '/api/v1/users/me?with=roles,social_profiles,tokens',
    expect: ok(),
  },
  'PUT users/{id}': {
    method: 'PUT',
    path: ({ target }) => `/api/v1/users/${target.id}`,
    json: () => ({ first_name: 'Changed' }),
    expect: ownOnly(),
    check: async (response, cell, assert) => {
      const changed = (await User.findOrFail(cell.target.id)).firstName === 'Changed'
      assert.equal(changed, response.status() === 200)
    },
  },
  'POST users/{id}/avatar': {
    method: 'POST',
    path: ({ target }) => `/api/v1/users/${target.id}/avatar`,
    // A URL is refused (422: uploads only) once the caller may change the avatar at all.
    json: () => ({ url: 'https://cdn.example.com/a.png' }),
    expect: ownOnly(422),
  },
  'DELETE users/{id}/avatar': {
    method: 'DELETE',
    path: ({ target }) => `/api/v1/users/${target.id}/avatar`,
    expect: ownOnly(),
  },
  'POST users/me/locale': {
    method: 'POST',
    path: () => '/api/v1/users/me/locale',
    json: () => ({ locale: 'en' }),
    expect: ok(),
  },
  'DELETE users/{id}': {
    method: 'DELETE',
    path: ({ target }) => `/api/v1/users/${target.id}?deleteCurrentUser=true`,
    prepare: confirm,
    expect: ownOnly(),
    check: async (response, cell, assert) => {
      assert.equal((await User.find(cell.target.id)) === null, response.status() === 200)
    },
  },
  'GET auth/user/confirmed-password-status': {
    method: 'GET',
    path: () => '/auth/user/confirmed-password-status?seconds=9000',
    expect: ok(),
  },
  'POST auth/user/confirm-password': {
    method: 'POST',
    path: () => '/auth/user/confirm-password',
    json: () => ({ password: PASSWORD }),
    expect: ok(),
  },
  'POST auth/user/two-factor-authentication': {
    method: 'POST',
    path: () => '/auth/user/two-factor-authentication',
    prepare: confirm,
    expect: ok(),
  },
  'DELETE auth/user/two-factor-authentication': {
    method: 'DELETE',
    path: () => '/auth/user/two-factor-authentication',
    prepare: enableTwoFactor,
    expect: ok(),
  },
  'GET auth/user/two-factor/qr-code': {
    method: 'GET',
    path: () => '/auth/user/two-factor/qr-code',
    prepare: enableTwoFactor,
    expect: ok(),
  },
  'POST auth/user/confirmed-two-factor-authentication': {
    method: 'POST',
    path: () => '/auth/user/confirmed-two-factor-authentication',
    json: () => ({ code: '000000' }),
    prepare: enableTwoFactor,
    // Signed in and confirmed: the (wrong) code itself is what is refused.
    expect: ok(422),
  },
  'POST auth/user/two-factor-recovery-codes': {
    method: 'POST',
    path: () => '/auth/user/two-factor-recovery-codes',
    prepare: enableTwoFactor,
    expect: ok(),
  },
  'POST auth/two-factor-challenge': {
    method: 'POST',
    path: () => '/auth/two-factor-challenge',
    json: () => ({ code: '123456' }),
    expect: everyone(401),
  },
  'GET secure/auth/social/{service}/login': {
    method: 'GET',
    path: () => '/secure/auth/social/google/login',
    expect: { guest: 302, user: 200, other: 200, admin: 200 },
  },
  'GET secure/auth/social/{service}/connect': {
    method: 'GET',
    path: () => '/secure/auth/social/google/connect',
    expect: ok(302),
  },
  'POST secure/auth/social/connect': {
    method: 'POST',
    path: () => '/secure/auth/social/connect',
    json: () => ({ password: PASSWORD }),
    expect: everyone(422),
  },
  'POST secure/auth/social/{service}/disconnect': {
    method: 'POST',
    path: () => '/secure/auth/social/google/disconnect',
    expect: ok(),
  },
}

async function cellFor(actor: Actor): Promise<Cell> {
  const target = await UserFactory.create()
  const token = await User.accessTokens.create(target, ['*'], { name: 'target token' })
  const me =
    actor === 'guest'
      ? null
      : actor === 'user'
        ? target
        : await (actor === 'admin' ? UserFactory.apply('admin') : UserFactory).create()
  const session = me ? await signIn(me) : await new CookieSession().start()
  return { actor, target, me, session, targetTokenId: Number(token.identifier) }
}

test.group('Authorization matrix: account routes x (guest, user, other user, admin)', (group) => {
  group.setup(async () => {
    // Google on (pointing nowhere: the login route only redirects) for the social rows.
    const settings = await app.container.make(SettingsStore)
    await settings.save({
      'social.google.enable': true,
      'social.google.authorize_url': 'http://127.0.0.1:9/authorize',
    })
    return async () => {
      await settings.save({ 'social.google.enable': false, 'social.google.authorize_url': null })
    }
  })
  group.each.setup(async () => {
    await db.from('limiter_rate_limits').delete()
  })

  for (const [name, row] of Object.entries(ROUTES)) {
    test(name, async ({ assert }) => {
      const seen: Partial<Record<Actor, number>> = {}
      for (const actor of ACTORS) {
        const cell = await cellFor(actor)
        if (cell.me && row.prepare) await row.prepare(cell)
        const send = (options?: CookieRequestOptions) => {
          const request = cell.session.request(row.method, row.path(cell), options)
          const body = row.json?.(cell)
          return body === undefined ? request : request.json(body)
        }
        // State changes by a signed-in browser need the CSRF header (419 without it).
        if (row.method !== 'GET' && actor === 'user') {
          assert.equal((await send({ withoutXsrf: true })).status(), 419, `${name}: CSRF`)
        }
        const response = await send()
        seen[actor] = response.status()
        if (response.status() === row.expect[actor]) await row.check?.(response, cell, assert)
      }
      assert.deepEqual(seen, row.expect)
    }).timeout(60_000)
  }
})

/** Spec section 6 and the security bar: a person's sessions, tokens and profile stay theirs. */
test.group("Authorization matrix: another user's data", () => {
  test('no user reads or changes another user’s sessions, tokens or profile', async ({
    assert,
  }) => {
    const owner = await UserFactory.create()
    const ownerSession = await signIn(owner)
    const token = await User.accessTokens.create(owner, ['*'], { name: 'owner token' })
    const intruder = await signIn(await UserFactory.create())
    const before = await db.from('users').where('id', owner.id).first()

    const sessions = (await intruder.get('/api/v1/user-sessions')).body().sessions
    const ownerSessionIds = (
      await db.from('user_sessions').where('user_id', owner.id).select('id')
    ).map((row) => row.id)
    assert.isNotEmpty(ownerSessionIds)
    assert.notIncludeMembers(
      sessions.map((session: { id: number }) => session.id),
      ownerSessionIds
    )

    const profile = await intruder.get(
      `/api/v1/users/${owner.id}?with=tokens,social_profiles,roles,permissions`
    )
    assert.equal(profile.status(), 404)
    assert.notInclude(profile.text(), owner.email)

    assert.equal((await intruder.delete(`/api/v1/access-tokens/${token.identifier}`)).status(), 404)
    assert.equal(
      (await intruder.put(`/api/v1/users/${owner.id}`).json({ first_name: 'X' })).status(),
      403
    )
    assert.equal(
      (
        await intruder
          .post(`/api/v1/users/${owner.id}/avatar`)
          .json({ url: 'https://x.test/a.png' })
      ).status(),
      403
    )
    assert.equal((await intruder.delete(`/api/v1/users/${owner.id}/avatar`)).status(), 403)
    // 'Log out other sessions' of the intruder never touches the owner's browsers.
    assert.equal(
      (
        await intruder.post('/api/v1/user-sessions/logout-other').json({ password: PASSWORD })
      ).status(),
      200
    )

    assert.deepEqual(await db.from('users').where('id', owner.id).first(), before)
    assert.isNotNull(
      await db.from('auth_access_tokens').where('id', Number(token.identifier)).first()
    )
    assert.equal((await ownerSession.get('/api/v1/users/me')).status(), 200)
  })

  test('an API token acts only as its owner, and its calls skip the session', async ({
    assert,
  }) => {
    const owner = await UserFactory.create()
    const other = await UserFactory.create()
    const token = await User.accessTokens.create(owner, ['*'], { name: 'cli' })
    const bearer = { authorization: `Bearer ${token.value!.release()}` }
    const api = new CookieSession()

    assert.equal((await api.get('/api/v1/users/me').headers(bearer)).body().user.id, owner.id)
    assert.equal(
      (
        await api.put(`/api/v1/users/${other.id}`).json({ first_name: 'X' }).headers(bearer)
      ).status(),
      403
    )
    assert.equal(
      (await api.put('/api/v1/users/me').json({ first_name: 'ViaToken' }).headers(bearer)).status(),
      200
    )
    assert.equal((await User.findOrFail(owner.id)).firstName, 'ViaToken')
    // Sensitive actions need a password confirmed in a browser session.
    assert.equal(
      (await api.post('/auth/user/two-factor-authentication').headers(bearer)).status(),
      423
    )
  })
})
