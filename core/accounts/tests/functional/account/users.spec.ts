import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { CookieSession } from '#tests/helpers/cookie_session'
import User from '#core/accounts/server/models/user'
import SocialProfile from '#core/accounts/server/models/social_profile'
import { LAST_ADMINISTRATOR } from '#core/accounts/server/services/administrators'
import { confirmPassword, freshUser, signInConfirmed, userRow } from './account_helpers.js'
import { UserFactory } from '#database/factories/user_factory'
import { signIn } from '#tests/helpers/sign_in'

/** Spec sections 3 and 7: GET users/{id} ('me' allowed) with relations. */
test.group('Users: read', () => {
  test("'me' is the signed-in person's full record with the relations asked for", async ({
    assert,
  }) => {
    const user = await UserFactory.merge({ firstName: 'Ada' }).create()
    const session = await signIn(user)
    await SocialProfile.create({
      userId: user.id,
      serviceName: 'google',
      userServiceId: `g-${user.id}`,
      username: 'ada.g',
      accessToken: 'provider-token',
    })

    const response = await session.get('/api/v1/users/me?with=roles,social_profiles,tokens,secrets')
    assert.equal(response.status(), 200)
    const account = response.body().user
    assert.equal(account.id, user.id)
    assert.equal(account.email, user.email)
    assert.equal(account.first_name, 'Ada')
    assert.equal(account.name, 'Ada Person')
    assert.equal(account.timezone, 'UTC')
    assert.isNull(account.two_factor_confirmed_at)
    assert.isFalse(account.has_recovery_codes)
    assert.isArray(account.roles)
    assert.properties(account.roles[0], ['id', 'name'])
    assert.deepEqual(account.tokens, [])
    assert.lengthOf(account.social_profiles, 1)
    assert.equal(account.social_profiles[0].service_name, 'google')
    assert.equal(account.social_profiles[0].username, 'ada.g')
    // Never: password hash, provider ids and tokens, relations outside the allow-list.
    assert.notProperty(account, 'password')
    assert.notProperty(account.social_profiles[0], 'user_service_id')
    assert.notProperty(account.social_profiles[0], 'access_token')
    assert.notProperty(account, 'secrets')
  })

  test('relations are only loaded when asked for', async ({ assert }) => {
    const session = await signIn(await UserFactory.create())
    const account = (await session.get('/api/v1/users/me')).body().user
    assert.notProperty(account, 'roles')
    assert.notProperty(account, 'tokens')
    assert.notProperty(account, 'social_profiles')
  })

  test('by id: the owner and admins get the record; anyone else the 404 of an unknown id', async ({
    assert,
  }) => {
    const owner = await UserFactory.create()
    const other = await UserFactory.create()
    const admin = await UserFactory.apply('admin').create()
    const path = `/api/v1/users/${owner.id}?with=roles,tokens,social_profiles`

    const own = (await (await signIn(owner)).get(path)).body().user
    assert.equal(own.email, owner.email)

    // Walking the ids lists nobody: a person's id answers exactly as one nobody has.
    const unknown = `/api/v1/users/99999999`
    for (const session of [await signIn(other), await new CookieSession().start()]) {
      const seen = await session.get(path)
      assert.equal(seen.status(), 404)
      assert.deepEqual(seen.body(), (await session.get(unknown)).body())
    }

    const seenByAdmin = (await (await signIn(admin)).get(path)).body().user
    assert.equal(seenByAdmin.email, owner.email)
    assert.isArray(seenByAdmin.tokens)
  })

  test("unknown ids answer 404 and a guest's 'me' 401", async ({ assert }) => {
    const guest = await new CookieSession().start()
    assert.equal((await guest.get('/api/v1/users/99999999')).status(), 404)
    assert.equal((await guest.get('/api/v1/users/not-a-number')).status(), 404)
    assert.equal((await guest.get('/api/v1/users/me')).status(), 401)
  })
})

/** PUT users/{id}: account details; no mass assignment. */
test.group('Users: update', () => {
  test('a person updates their own details', async ({ assert }) => {
    const user = await UserFactory.create()
    const session = await signIn(user)
    const response = await session.put('/api/v1/users/me').json({
      first_name: '  Grace ',
      last_name: 'Hopper',
      country: 'us',
      timezone: 'Europe/Paris',
      language: 'en',
    })
    assert.equal(response.status(), 200)
    assert.equal(response.body().user.name, 'Grace Hopper')
    const stored = await freshUser(user)
    assert.equal(stored.firstName, 'Grace')
    assert.equal(stored.lastName, 'Hopper')
    assert.equal(stored.country, 'US')
    assert.equal(stored.timezone, 'Europe/Paris')
    assert.equal(stored.language, 'en')
  })

  test('roles, permissions, email, banned_at and email_verified_at cannot be set', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const adminsRole = await db.from('roles').where('name', 'Admins').first()
    const session = await signIn(user)
    const before = await userRow(user.id)
    const response = await session.put(`/api/v1/users/${user.id}`).json({
      first_name: 'Mallory',
      email: 'taken-over@example.com',
      roles: [adminsRole.id],
      permissions: [{ name: 'admin' }],
      banned_at: null,
      email_verified_at: '2000-01-01 00:00:00',
      password: 'new-password-123',
      two_factor_confirmed_at: '2000-01-01 00:00:00',
      id: 1,
    })
    assert.equal(response.status(), 200)
    const after = await userRow(user.id)
    assert.equal(after.first_name, 'Mallory')
    for (const column of [
      'email',
      'password',
      'banned_at',
      'email_verified_at',
      'two_factor_confirmed_at',
    ]) {
      assert.deepEqual(after[column], before[column], column)
    }
    const roles = await db.from('user_roles').where('user_id', user.id).select('role_id')
    assert.notInclude(
      roles.map((row) => row.role_id),
      adminsRole.id
    )
  })

  test('invalid values answer 422 per field and change nothing', async ({ assert }) => {
    const user = await UserFactory.create()
    const session = await signIn(user)
    const response = await session.put('/api/v1/users/me').json({
      first_name: 'x'.repeat(101),
      country: 'ZZ',
      timezone: 'Mars/Olympus',
      language: 'xx',
    })
    assert.equal(response.status(), 422)
    assert.sameMembers(Object.keys(response.body().errors), [
      'first_name',
      'country',
      'timezone',
      'language',
    ])
    assert.equal((await freshUser(user)).firstName, 'Test')
  })

  test("another person's account: 403 for users, allowed for user managers", async ({ assert }) => {
    const target = await UserFactory.create()
    const other = await signIn(await UserFactory.create())
    const refused = await other.put(`/api/v1/users/${target.id}`).json({ first_name: 'Hacked' })
    assert.equal(refused.status(), 403)
    assert.equal((await freshUser(target)).firstName, 'Test')

    const admin = await signIn(await UserFactory.apply('admin').create())
    assert.equal(
      (await admin.put(`/api/v1/users/${target.id}`).json({ first_name: 'Edited' })).status(),
      200
    )
    assert.equal((await freshUser(target)).firstName, 'Edited')
  })
})

/** POST users/me/locale {locale}. */
test.group('Users: locale', (group) => {
  group.setup(async () => {
    await db.table('localizations').insert({ name: 'Français', language: 'fr', lines: '{}' })
    return async () => {
      await db.from('localizations').where('language', 'fr').delete()
    }
  })

  test('an existing localization is stored and echoed', async ({ assert }) => {
    const user = await UserFactory.create()
    const session = await signIn(user)
    const response = await session.post('/api/v1/users/me/locale').json({ locale: 'fr' })
    assert.equal(response.status(), 200)
    assert.deepEqual(response.body(), { locale: 'fr' })
    assert.equal((await freshUser(user)).language, 'fr')
  })

  test('reads after the change show it: the model that reads share is made anew once a write changes the person', async ({ assert }) => {
    const user = await UserFactory.merge({ language: 'en' }).create()
    const session = await signIn(user)
    for (let read = 0; read < 2; read++) assert.equal((await session.get('/api/v1/users/me')).body().user.language, 'en')
    assert.equal((await session.post('/api/v1/users/me/locale').json({ locale: 'fr' })).status(), 200)
    assert.equal((await session.get('/api/v1/users/me')).body().user.language, 'fr')
  })

  test('an unknown or missing locale answers 422; guests 401', async ({ assert }) => {
    const user = await UserFactory.create()
    const session = await signIn(user)
    const unknown = await session.post('/api/v1/users/me/locale').json({ locale: 'klingon' })
    assert.equal(unknown.status(), 422)
    assert.property(unknown.body().errors, 'locale')
    assert.equal((await session.post('/api/v1/users/me/locale').json({})).status(), 422)
    assert.isNull((await freshUser(user)).language)

    const guest = await new CookieSession().start()
    assert.equal((await guest.post('/api/v1/users/me/locale').json({ locale: 'fr' })).status(), 401)
  })
})

/** DELETE users/{id}?deleteCurrentUser=true (spec section 6: own account, password confirmed). */
test.group('Users: delete', () => {
  test('deleting one’s own account removes it with its sessions, tokens and profiles, and signs out', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const session = await signInConfirmed(user)
    const otherDevice = await signIn(user)
    await otherDevice.get('/api/v1/users/me')
    await SocialProfile.create({
      userId: user.id,
      serviceName: 'spotify',
      userServiceId: `s-${user.id}`,
    })
    await User.accessTokens.create(user, ['*'], { name: 'cli' })

    const response = await session.delete(`/api/v1/users/${user.id}?deleteCurrentUser=true`)
    assert.equal(response.status(), 200)
    assert.isNull(await userRow(user.id))
    for (const [table, column] of [
      ['user_sessions', 'user_id'],
      ['auth_access_tokens', 'tokenable_id'],
      ['social_profiles', 'user_id'],
      ['user_roles', 'user_id'],
    ]) {
      assert.lengthOf(await db.from(table).where(column, user.id), 0, table)
    }
    assert.equal((await session.get('/api/v1/users/me')).status(), 401)
    assert.equal((await otherDevice.get('/api/v1/users/me')).status(), 401)
  })

  test('without a recent password confirmation: 423, nothing deleted', async ({ assert }) => {
    const user = await UserFactory.create()
    const session = await signIn(user)
    const response = await session.delete('/api/v1/users/me?deleteCurrentUser=true')
    assert.equal(response.status(), 423)
    assert.deepEqual(response.body(), { message: 'Password confirmation required.' })
    assert.isNotNull(await userRow(user.id))
  })

  test('without deleteCurrentUser=true: 422, nothing deleted', async ({ assert }) => {
    const user = await UserFactory.create()
    const session = await signIn(user)
    await confirmPassword(session)
    assert.equal((await session.delete('/api/v1/users/me')).status(), 422)
    assert.isNotNull(await userRow(user.id))
  })

  test("another person's account: 403 for users (even password-confirmed), 401 for guests", async ({
    assert,
  }) => {
    const target = await UserFactory.create()
    const other = await signInConfirmed(await UserFactory.create())
    assert.equal(
      (await other.delete(`/api/v1/users/${target.id}?deleteCurrentUser=true`)).status(),
      403
    )
    const guest = await new CookieSession().start()
    assert.equal(
      (await guest.delete(`/api/v1/users/${target.id}?deleteCurrentUser=true`)).status(),
      401
    )
    assert.isNotNull(await userRow(target.id))
  })

  test('a user manager may delete someone else', async ({ assert }) => {
    const target = await UserFactory.create()
    const admin = await signIn(await UserFactory.apply('admin').create())
    assert.equal((await admin.delete(`/api/v1/users/${target.id}`)).status(), 200)
    assert.isNull(await userRow(target.id))
  })

  test('the only administrator cannot delete their account (409, nothing deleted); with another admin they can', async ({
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const otherAdmins = await db
      .from('user_roles')
      .join('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
      .join('permissions', 'permissions.id', 'role_permissions.permission_id')
      .where('permissions.name', 'admin')
      .whereNot('user_roles.user_id', admin.id)
      .select('user_roles.user_id', 'user_roles.role_id')
    for (const row of otherAdmins)
      await db.from('user_roles').where({ user_id: row.user_id, role_id: row.role_id }).delete()
    const session = await signInConfirmed(admin)
    try {
      const refused = await session.delete('/api/v1/users/me?deleteCurrentUser=true')
      assert.equal(refused.status(), 409)
      assert.deepEqual(refused.body(), { message: LAST_ADMINISTRATOR })
      assert.isNotNull(await userRow(admin.id))
    } finally {
      if (otherAdmins.length) await db.table('user_roles').multiInsert(otherAdmins)
    }
    const secondAdmin = await UserFactory.apply('admin').create()
    const allowed = await session.delete('/api/v1/users/me?deleteCurrentUser=true')
    assert.equal(allowed.status(), 200)
    assert.isNull(await userRow(admin.id))
    assert.isNotNull(await userRow(secondAdmin.id))
  })
})
