import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import User from '#core/accounts/server/models/user'
import { UserFactory } from '#database/factories/user_factory'
import { CookieSession } from '#tests/helpers/cookie_session'
import { signIn } from '#tests/helpers/sign_in'
import { serverUrl } from '#tests/helpers/http_client'
import { GUEST_ROLE_NOT_ASSIGNABLE } from '#core/accounts/server/actions/users/assign_roles'
import { enableTwoFactor } from '../account/account_helpers.js'
import { auditEntries, roleId, signInAsAdmin, signInAsMember } from './admin_helpers.js'

/** Spec section 2, admin users [users.update]: who may call the user screens' API. */
test.group('Admin users: authorization', () => {
  test('every route needs users.update: 401 for guests, 403 for members, nothing changed', async ({ assert }) => {
    const target = await UserFactory.create()
    const guest = await new CookieSession().start()
    const { session: member } = await signInAsMember()
    const calls = [
      (s: CookieSession) => s.get(`/api/v1/users/${target.id}/admin`),
      (s: CookieSession) => s.get('/api/v1/user-access-options'),
      (s: CookieSession) => s.post('/api/v1/users').json({ email: 'new-person@example.com', password: 'a-long-password' }),
      (s: CookieSession) => s.put(`/api/v1/users/${target.id}/permissions`).json({ roles: [], permissions: [] }),
      (s: CookieSession) => s.put(`/api/v1/users/${target.id}/email-verification`).json({ email_verified: false }),
      (s: CookieSession) => s.post(`/api/v1/users/${target.id}/ban`).json({ reason: 'spam' }),
      (s: CookieSession) => s.delete(`/api/v1/users/${target.id}/ban`),
      (s: CookieSession) => s.delete(`/api/v1/users/${target.id}/two-factor`),
      (s: CookieSession) => s.get(`/api/v1/users/${target.id}/sessions`),
      (s: CookieSession) => s.delete(`/api/v1/users/${target.id}/sessions`),
      (s: CookieSession) => s.get(`/api/v1/users/${target.id}/access-tokens`),
      (s: CookieSession) => s.delete(`/api/v1/users/${target.id}/access-tokens/1`),
      (s: CookieSession) => s.post(`/api/v1/users/${target.id}/impersonate`),
    ]
    for (const call of calls) {
      assert.equal((await call(guest)).status(), 401)
      assert.equal((await call(member)).status(), 403)
    }
    const stored = await User.findOrFail(target.id)
    assert.isNull(stored.bannedAt)
    assert.isNotNull(stored.emailVerifiedAt)
    assert.isNull(await db.from('users').where('email', 'new-person@example.com').first())
  })

  test('unknown or malformed ids are 404', async ({ assert }) => {
    const { session } = await signInAsAdmin()
    assert.equal((await session.get('/api/v1/users/999999999/admin')).status(), 404)
    assert.equal((await session.get('/api/v1/users/abc/admin')).status(), 404)
    assert.equal((await session.post('/api/v1/users/999999999/ban').json({ reason: 'x' })).status(), 404)
  })
})

test.group('Admin users: create and details', () => {
  test('an admin creates an account with its roles and verified email', async ({ assert }) => {
    const { session } = await signInAsAdmin()
    const response = await session.post('/api/v1/users').json({
      email: 'Grace.Created@Example.com',
      password: 'a-long-password',
      first_name: 'Grace',
      last_name: 'Hopper',
      roles: [await roleId('Users')],
      email_verified: true,
    })
    assert.equal(response.status(), 201)
    const { user } = response.body()
    assert.equal(user.email, 'grace.created@example.com')
    assert.equal(user.name, 'Grace Hopper')
    assert.deepEqual(user.roles.map((role: { name: string }) => role.name), ['Users'])
    assert.isString(user.email_verified_at)
    // The new account signs in with the password the admin chose.
    const created = await User.findByOrFail('email', 'grace.created@example.com')
    await signIn(created, { password: 'a-long-password' })
    const [entry] = await auditEntries('user', created.id)
    assert.equal(entry.action, 'user.created')
    assert.isNull(entry.before)
    assert.deepEqual(entry.after.roles, ['Users'])
    assert.notProperty(entry.after, 'password')
  })

  test('creating: 422 for a taken email, a short password, the guest role', async ({ assert }) => {
    const { admin, session } = await signInAsAdmin()
    const taken = await session.post('/api/v1/users').json({ email: admin.email, password: 'a-long-password' })
    assert.equal(taken.status(), 422)
    assert.deepEqual(taken.body().errors.email, ['This email address is already registered.'])

    const short = await session.post('/api/v1/users').json({ email: 'short-password@example.com', password: 'short' })
    assert.equal(short.status(), 422)
    assert.property(short.body().errors, 'password')

    const guests = await session.post('/api/v1/users').json({ email: 'guest-role@example.com', password: 'a-long-password', roles: [await roleId('Guests')] })
    assert.equal(guests.status(), 422)
    assert.deepEqual(guests.body().errors.roles, [GUEST_ROLE_NOT_ASSIGNABLE])
    assert.isNull(await db.from('users').whereIn('email', ['short-password@example.com', 'guest-role@example.com']).first())
  })

  test("the details, date and email verification of someone else's account", async ({ assert }) => {
    const { session } = await signInAsAdmin()
    const target = await UserFactory.create()
    const details = await session.put(`/api/v1/users/${target.id}`).json({ first_name: 'Renamed', timezone: 'Europe/Paris', country: 'fr' })
    assert.equal(details.status(), 200)
    const unverified = await session.put(`/api/v1/users/${target.id}/email-verification`).json({ email_verified: false })
    assert.equal(unverified.status(), 200)
    assert.isNull(unverified.body().user.email_verified_at)
    const stored = await User.findOrFail(target.id)
    assert.equal(stored.firstName, 'Renamed')
    assert.equal(stored.timezone, 'Europe/Paris')
    assert.equal(stored.country, 'FR')
    assert.isNull(stored.emailVerifiedAt)

    assert.deepEqual((await auditEntries('user', target.id)).map((entry) => entry.action), ['user.updated', 'user.email_verification_updated'])

    const bad = await session.put(`/api/v1/users/${target.id}/email-verification`).json({ email_verified: 'perhaps' })
    assert.equal(bad.status(), 422)
    assert.property(bad.body().errors, 'email_verified')
  })
})

test.group('Admin users: permissions tab', () => {
  test('roles and direct permissions with restrictions are replaced and take effect', async ({ assert }) => {
    const { session } = await signInAsAdmin()
    const target = await UserFactory.create()
    const targetSession = await signIn(target)
    assert.equal((await targetSession.get('/api/v1/roles')).status(), 403)

    const response = await session.put(`/api/v1/users/${target.id}/permissions`).json({
      roles: [await roleId('Users')],
      permissions: [{ name: 'roles.update', restrictions: [] }],
    })
    assert.equal(response.status(), 200)
    assert.deepEqual(response.body().user.direct_permissions, [{ name: 'roles.update', restrictions: [] }])
    // The person's next request has the permission.
    assert.equal((await targetSession.get('/api/v1/roles')).status(), 200)

    const detail = (await session.get(`/api/v1/users/${target.id}/admin`)).body().user
    assert.deepEqual(detail.roles.map((role: { name: string }) => role.name), ['Users'])
    assert.isFalse(detail.is_admin)
  })

  test('422 for unknown permissions, undeclared restrictions and the guest role', async ({ assert }) => {
    const { session } = await signInAsAdmin()
    const target = await UserFactory.create()
    const unknown = await session.put(`/api/v1/users/${target.id}/permissions`).json({ roles: [], permissions: [{ name: 'nope.nothing' }] })
    assert.equal(unknown.status(), 422)
    assert.include(Object.keys(unknown.body().errors), 'permissions.0.name')

    const restriction = await session
      .put(`/api/v1/users/${target.id}/permissions`)
      .json({ roles: [], permissions: [{ name: 'roles.update', restrictions: [{ name: 'count', value: 3 }] }] })
    assert.equal(restriction.status(), 422)
    assert.include(Object.keys(restriction.body().errors), 'permissions.0.restrictions.0.name')

    const negative = await session
      .put(`/api/v1/users/${target.id}/permissions`)
      .json({ roles: [], permissions: [{ name: 'roles.update', restrictions: [{ name: 'count', value: -1 }] }] })
    assert.equal(negative.status(), 422)

    const guests = await session.put(`/api/v1/users/${target.id}/permissions`).json({ roles: [await roleId('Guests')], permissions: [] })
    assert.equal(guests.status(), 422)
    // Nothing changed: the person keeps the default role.
    const roles = await db.from('user_roles').where('user_id', target.id)
    assert.deepEqual(roles.map((row) => row.role_id), [await roleId('Users')])
  })

  test('the options list roles a person may hold (not the guest role) and permissions by group', async ({ assert }) => {
    const { session } = await signInAsAdmin()
    const { roles, groups } = (await session.get('/api/v1/user-access-options')).body()
    const names = roles.map((role: { name: string }) => role.name)
    assert.includeMembers(names, ['Users', 'Admins'])
    assert.notInclude(names, 'Guests')
    const usersGroup = groups.find((group: { group: string }) => group.group === 'Users')
    assert.includeMembers(usersGroup.permissions.map((permission: { name: string }) => permission.name), ['users.update', 'roles.update'])
  })
})

test.group('Admin users: security tab', () => {
  test('ban with a reason: the browser and tokens are refused at once (403), unban restores; both audited', async ({ assert }) => {
    const { admin, session } = await signInAsAdmin()
    const target = await UserFactory.create()
    const targetSession = await signIn(target)
    const token = (await User.accessTokens.create(target, ['*'], { name: 'cli' })).value!.release()
    const withToken = () => fetch(serverUrl('/api/v1/user-sessions'), { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } })
    assert.equal((await targetSession.get('/api/v1/user-sessions')).status(), 200)

    const missing = await session.post(`/api/v1/users/${target.id}/ban`).json({ reason: '  ' })
    assert.equal(missing.status(), 422)
    assert.property(missing.body().errors, 'reason')

    const banned = await session.post(`/api/v1/users/${target.id}/ban`).json({ reason: 'Spam in comments' })
    assert.equal(banned.status(), 200)
    assert.isString(banned.body().user.banned_at)
    assert.equal(banned.body().user.ban_reason, 'Spam in comments')

    const refused = await targetSession.get('/api/v1/user-sessions')
    assert.equal(refused.status(), 403)
    assert.deepEqual(refused.body(), { message: 'This account has been suspended.' })
    assert.equal((await withToken()).status, 403)
    // The browser stays signed in: the app shows it the suspended screen.
    const page = await targetSession.get('/')
    assert.include(page.text(), '"banned_at":"')

    const unbanned = await session.delete(`/api/v1/users/${target.id}/ban`)
    assert.equal(unbanned.status(), 200)
    assert.isNull(unbanned.body().user.banned_at)
    assert.isNull(unbanned.body().user.ban_reason)
    assert.equal((await targetSession.get('/api/v1/user-sessions')).status(), 200)
    assert.equal((await withToken()).status, 200)

    // Both writes are in the audit log, by this admin, with the account before and after.
    const entries = await auditEntries('user', target.id)
    assert.deepEqual(entries.map((entry) => entry.action), ['user.banned', 'user.unbanned'])
    assert.deepEqual(entries.map((entry) => entry.userId), [admin.id, admin.id])
    assert.isNull(entries[0].before.banned_at)
    assert.equal(entries[0].after.ban_reason, 'Spam in comments')
  })

  test('reset two-factor clears the secret, codes and confirmation', async ({ assert }) => {
    const { session } = await signInAsAdmin()
    const target = await UserFactory.create()
    await enableTwoFactor(target)
    const response = await session.delete(`/api/v1/users/${target.id}/two-factor`)
    assert.equal(response.status(), 200)
    const stored = await User.findOrFail(target.id)
    assert.isNull(stored.twoFactorSecret)
    assert.isNull(stored.twoFactorRecoveryCodes)
    assert.isNull(stored.twoFactorConfirmedAt)
  })

  test("sessions are listed and force logout signs every browser out", async ({ assert }) => {
    const { session } = await signInAsAdmin()
    const target = await UserFactory.create()
    const first = await signIn(target, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0' } })
    const second = await signIn(target)
    const listed = (await session.get(`/api/v1/users/${target.id}/sessions`)).body().sessions
    assert.lengthOf(listed, 2)
    assert.notProperty(listed[0], 'token_hash')

    const ended = await session.delete(`/api/v1/users/${target.id}/sessions`)
    assert.equal(ended.status(), 200)
    assert.lengthOf(await db.from('user_sessions').where('user_id', target.id), 0)
    assert.equal((await first.get('/api/v1/user-sessions')).status(), 401)
    assert.equal((await second.get('/api/v1/user-sessions')).status(), 401)
  })
})

test.group('Admin users: API tab', () => {
  test("another person's tokens are listed (empty at first) and deleted", async ({ assert }) => {
    const { session } = await signInAsAdmin()
    const target = await UserFactory.create()
    assert.deepEqual((await session.get(`/api/v1/users/${target.id}/access-tokens`)).body(), { tokens: [] })

    const token = await User.accessTokens.create(target, ['*'], { name: 'cli' })
    const listed = (await session.get(`/api/v1/users/${target.id}/access-tokens`)).body().tokens
    assert.deepEqual(listed.map((row: { name: string }) => row.name), ['cli'])
    assert.notProperty(listed[0], 'hash')

    const other = await UserFactory.create()
    // A token id of someone else under this person's address: 404, kept.
    assert.equal((await session.delete(`/api/v1/users/${other.id}/access-tokens/${token.identifier}`)).status(), 404)
    const deleted = await session.delete(`/api/v1/users/${target.id}/access-tokens/${token.identifier}`)
    assert.equal(deleted.status(), 200)
    assert.deepEqual(deleted.body().tokens, [])
    assert.lengthOf(await db.from('auth_access_tokens').where('tokenable_id', target.id), 0)
  })
})

test.group('Admin users: list', () => {
  test('search by name or email, filter by state and role, keyset pages, CSV export of the same view', async ({ assert }) => {
    const { session } = await signInAsAdmin()
    const word = `Qx${Math.random().toString(36).slice(2, 8)}`
    const first = await UserFactory.merge({ firstName: word }).create()
    const second = await UserFactory.merge({ firstName: word, bannedAt: DateTime.now() }).create()
    const byEmail = await UserFactory.merge({ email: `${word.toLowerCase()}@example.com` }).create()

    const all = await session.get('/api/v1/users').qs({ query: word })
    assert.equal(all.status(), 200)
    assert.deepEqual(all.body().data.map((row: { id: number }) => row.id), [byEmail.id, second.id, first.id])
    assert.deepEqual(all.body().data[0].roles.map((role: { name: string }) => role.name), ['Users'])

    const suspended = (await session.get('/api/v1/users').qs({ query: word, status: 'suspended' })).body().data
    assert.deepEqual(suspended.map((row: { id: number }) => row.id), [second.id])

    const admins = (await session.get('/api/v1/users').qs({ query: word, role: await roleId('Admins') })).body().data
    assert.deepEqual(admins, [])

    const page1 = (await session.get('/api/v1/users').qs({ query: word, perPage: 2 })).body()
    assert.lengthOf(page1.data, 2)
    const page2 = (await session.get('/api/v1/users').qs({ query: word, perPage: 2, cursor: page1.pagination.nextCursor })).body()
    assert.deepEqual(page2.data.map((row: { id: number }) => row.id), [first.id])

    const csv = await session.get('/api/v1/users/export').qs({ query: word, status: 'active' })
    assert.equal(csv.status(), 200)
    assert.match(csv.header('content-type') ?? '', /^text\/csv/)
    const lines = csv.text().replace(/^\uFEFF/, '').trim().split(/\r?\n/)
    assert.equal(lines[0], 'ID,Name,Email,Email verified,Suspended,Created')
    assert.deepEqual(lines.slice(1).map((line) => Number(line.split(',')[0])), [byEmail.id, first.id])
  })

  test('422 for a bad filter, sort or cursor; 403 for members, 401 for guests', async ({ assert }) => {
    const { session } = await signInAsAdmin()
    for (const qs of [{ status: 'gone' }, { sort: 'password' }, { cursor: 'not-a-cursor' }, { role: 'x' }]) {
      const response = await session.get('/api/v1/users').qs(qs)
      assert.equal(response.status(), 422, JSON.stringify(qs))
      assert.property(response.body(), 'errors')
    }
    const { session: member } = await signInAsMember()
    assert.equal((await member.get('/api/v1/users')).status(), 403)
    assert.equal((await member.get('/api/v1/users/export')).status(), 403)
    assert.equal((await new CookieSession().start().then((guest) => guest.get('/api/v1/users'))).status(), 401)
  })
})
