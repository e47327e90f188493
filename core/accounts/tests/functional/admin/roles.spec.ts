import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { CookieSession } from '#tests/helpers/cookie_session'
import { signIn } from '#tests/helpers/sign_in'
import { bootstrapFrom } from '#tests/helpers/shell'
import { DEFAULT_ROLE_REQUIRED } from '#core/accounts/server/actions/roles/save_role'
import { PROTECTED_ROLE } from '#core/accounts/server/actions/roles/delete_role'
import { auditEntries, roleId, signInAsAdmin, signInAsMember } from './admin_helpers.js'

/** A unique role name per test run (every test shares one database). */
const uniqueName = (base: string) => `${base} ${Math.random().toString(36).slice(2, 8)}`

/** Spec section 2, admin roles [roles.update], and section 6 (restrictions, the guest role). */
test.group('Admin roles', () => {
  test('every route needs roles.update: 401 for guests, 403 for members', async ({ assert }) => {
    const guest = await new CookieSession().start()
    const { session: member } = await signInAsMember()
    const users = await roleId('Users')
    const calls = [
      (s: CookieSession) => s.get('/api/v1/roles'),
      (s: CookieSession) => s.get('/api/v1/permissions'),
      (s: CookieSession) => s.get(`/api/v1/roles/${users}`),
      (s: CookieSession) => s.post('/api/v1/roles').json({ name: 'Sneaky', permissions: [{ name: 'admin' }] }),
      (s: CookieSession) => s.put(`/api/v1/roles/${users}`).json({ name: 'Users', permissions: [{ name: 'admin' }] }),
      (s: CookieSession) => s.delete(`/api/v1/roles/${users}`),
      (s: CookieSession) => s.post('/api/v1/roles/delete').json({ ids: [users] }),
    ]
    for (const call of calls) {
      assert.equal((await call(guest)).status(), 401)
      assert.equal((await call(member)).status(), 403)
    }
    assert.isNull(await db.from('roles').where('name', 'Sneaky').first())
  })

  test('the permissions come grouped as the manifests declare them, with their restrictions', async ({ assert }) => {
    const { session } = await signInAsAdmin()
    const { groups } = (await session.get('/api/v1/permissions')).body()
    const admin = groups.find((group: { group: string }) => group.group === 'Admin')
    assert.deepInclude(admin.permissions.map((permission: { name: string }) => permission.name), 'admin.access')
    for (const group of groups) for (const permission of group.permissions) assert.isArray(permission.restrictions)
  })

  test('create a role with a permission and a restriction, give it, and the person holds it', async ({ assert }) => {
    const { session } = await signInAsAdmin()
    const name = uniqueName('Moderators')
    // The echo fixture plugin declares echo.whisper with a numeric 'count' restriction.
    const created = await session.post('/api/v1/roles').json({
      name,
      description: 'Keep the comments civil.',
      permissions: [{ name: 'echo.whisper', restrictions: [{ name: 'count', value: 5 }] }, { name: 'roles.update' }],
    })
    assert.equal(created.status(), 201)
    const { role } = created.body()
    assert.equal(role.name, name)
    assert.isFalse(role.default)
    assert.deepEqual(role.permissions, [
      { name: 'echo.whisper', restrictions: [{ name: 'count', value: 5 }] },
      { name: 'roles.update', restrictions: [] },
    ])

    const member = await UserFactory.create()
    const given = await session.put(`/api/v1/users/${member.id}/permissions`).json({ roles: [role.id], permissions: [] })
    assert.equal(given.status(), 200)
    const me = (await (await signIn(member)).get('/api/v1/users/me?with=permissions')).body().user
    assert.deepInclude(me.permissions, { name: 'echo.whisper', restrictions: [{ name: 'count', value: 5 }] })

    const listed = (await session.get(`/api/v1/roles?query=${encodeURIComponent(role.name)}`)).body().data.find((row: { id: number }) => row.id === role.id)
    assert.equal(listed.users_count, 1)
    const [entry] = await auditEntries('role', role.id)
    assert.equal(entry.action, 'role.created')
    assert.deepInclude(entry.after.permissions, { name: 'echo.whisper', restrictions: [{ name: 'count', value: 5 }] })
  })

  test("a person's next page shows a role given to them and a permission added to their role, though their access is kept between pages", async ({ assert }) => {
    const { session } = await signInAsAdmin()
    const { member, session: memberSession } = await signInAsMember()
    const shownUser = async () => bootstrapFrom((await memberSession.get('/login').headers({ accept: 'text/html' })).text()).user!
    const { role } = (await session.post('/api/v1/roles').json({ name: uniqueName('Curators'), permissions: [] })).body()
    const before = await shownUser()
    assert.notDeepInclude(before.roles, { id: role.id, name: role.name })

    assert.equal((await session.put(`/api/v1/users/${member.id}/permissions`).json({ roles: [role.id], permissions: [] })).status(), 200)
    const given = await shownUser()
    assert.deepInclude(given.roles, { id: role.id, name: role.name })
    assert.notDeepInclude(given.permissions, { name: 'echo.whisper', restrictions: [] })
    assert.equal((await memberSession.get('/api/v1/echo/whisper')).status(), 403)

    assert.equal((await session.put(`/api/v1/roles/${role.id}`).json({ name: role.name, permissions: [{ name: 'echo.whisper' }] })).status(), 200)
    assert.deepInclude((await shownUser()).permissions, { name: 'echo.whisper', restrictions: [] })
    assert.equal((await memberSession.get('/api/v1/echo/whisper')).status(), 200)
  })

  test('422: empty or taken name, unknown permission, undeclared restriction, non-numeric value', async ({ assert }) => {
    const { session } = await signInAsAdmin()
    const bodies = [
      { body: { name: ' ', permissions: [] }, field: 'name' },
      { body: { name: 'Users', permissions: [] }, field: 'name' },
      { body: { name: uniqueName('Bad'), permissions: [{ name: 'nope.nothing' }] }, field: 'permissions.0.name' },
      { body: { name: uniqueName('Bad'), permissions: [{ name: 'roles.update', restrictions: [{ name: 'count', value: 1 }] }] }, field: 'permissions.0.restrictions.0.name' },
      { body: { name: uniqueName('Bad'), permissions: [{ name: 'echo.whisper', restrictions: [{ name: 'count', value: 'lots' }] }] }, field: 'permissions.0.restrictions.0.value' },
      { body: { name: uniqueName('Bad'), permissions: [{ name: 'echo.whisper', restrictions: [{ name: 'count', value: 1.5 }] }] }, field: 'permissions.0.restrictions.0.value' },
    ]
    for (const { body, field } of bodies) {
      const response = await session.post('/api/v1/roles').json(body)
      assert.equal(response.status(), 422, JSON.stringify(body))
      assert.include(Object.keys(response.body().errors), field)
    }
    assert.isNull(await db.from('roles').where('name', 'like', 'Bad %').first())
  })

  test('exactly one default role: making one the default unmakes the other; the default cannot be unmade alone', async ({ assert }) => {
    const { session } = await signInAsAdmin()
    const users = await roleId('Users')
    const { role } = (await session.post('/api/v1/roles').json({ name: uniqueName('Listeners'), default: true, permissions: [] })).body()
    try {
      assert.isTrue(role.default)
      const defaults = await db.from('roles').where('default', true)
      assert.deepEqual(defaults.map((row) => row.id), [role.id])
      // A new account now gets this role.
      const registered = await session.post('/api/v1/users').json({ email: `default-${role.id}@example.com`, password: 'a-long-password' })
      assert.deepEqual(registered.body().user.roles.map((row: { id: number }) => row.id), [role.id])

      const unmade = await session.put(`/api/v1/roles/${role.id}`).json({ name: role.name, default: false, permissions: [] })
      assert.equal(unmade.status(), 422)
      assert.deepEqual(unmade.body().errors.default, [DEFAULT_ROLE_REQUIRED])
    } finally {
      const back = await session.put(`/api/v1/roles/${users}`).json({ name: 'Users', description: 'Every registered account.', default: true, permissions: (await session.get(`/api/v1/roles/${users}`)).body().role.permissions })
      assert.equal(back.status(), 200)
    }
    assert.deepEqual((await db.from('roles').where('default', true)).map((row) => row.id), [users])
  })

  test("the guest role's permissions apply to logged-out visitors at once", async ({ assert }) => {
    const { session } = await signInAsAdmin()
    const guests = await roleId('Guests')
    const before = (await session.get(`/api/v1/roles/${guests}`)).body().role
    assert.isTrue(before.guests)
    const guest = await new CookieSession().start()
    assert.equal((await guest.get('/api/v1/roles')).status(), 401)
    try {
      const response = await session.put(`/api/v1/roles/${guests}`).json({ name: before.name, description: before.description, permissions: [...before.permissions, { name: 'roles.update' }] })
      assert.equal(response.status(), 200)
      assert.equal((await guest.get('/api/v1/roles')).status(), 200)
    } finally {
      await session.put(`/api/v1/roles/${guests}`).json({ name: before.name, description: before.description, permissions: before.permissions })
    }
    assert.equal((await guest.get('/api/v1/roles')).status(), 401)
  })

  test('delete: the accounts holding it lose it; the guest and default roles stay (409)', async ({ assert }) => {
    const { session } = await signInAsAdmin()
    const { role } = (await session.post('/api/v1/roles').json({ name: uniqueName('Short-lived'), permissions: [] })).body()
    const member = await UserFactory.create()
    await session.put(`/api/v1/users/${member.id}/permissions`).json({ roles: [role.id, await roleId('Users')], permissions: [] })
    assert.equal((await session.delete(`/api/v1/roles/${role.id}`)).status(), 204)
    assert.deepEqual((await auditEntries('role', role.id)).map((entry) => entry.action), ['role.created', 'role.deleted'])
    assert.isNull(await db.from('roles').where('id', role.id).first())
    assert.deepEqual((await db.from('user_roles').where('user_id', member.id)).map((row) => row.role_id), [await roleId('Users')])

    for (const name of ['Guests', 'Users']) {
      const refused = await session.delete(`/api/v1/roles/${await roleId(name)}`)
      assert.equal(refused.status(), 409)
      assert.deepEqual(refused.body(), { message: PROTECTED_ROLE })
    }
    assert.equal((await session.delete('/api/v1/roles/999999999')).status(), 404)
  })

  test('the list searches names and descriptions, by name, a keyset page at a time', async ({ assert }) => {
    const { session } = await signInAsAdmin()
    const word = uniqueName('Listed').split(' ')[1]
    for (const name of ['Charlie', 'Alpha', 'Bravo']) {
      await session.post('/api/v1/roles').json({ name: `${name} ${word}`, description: name === 'Bravo' ? `Reviews ${word}-tagged things` : null, permissions: [] })
    }
    const names = (page: { data: Array<{ name: string }> }) => page.data.map((role) => role.name)
    const first = (await session.get(`/api/v1/roles?query=${word}&perPage=2`)).body()
    assert.deepEqual(names(first), [`Alpha ${word}`, `Bravo ${word}`])
    const second = (await session.get(`/api/v1/roles?query=${word}&perPage=2&cursor=${encodeURIComponent(first.pagination.nextCursor)}`)).body()
    assert.deepEqual(names(second), [`Charlie ${word}`])
    assert.isNull(second.pagination.nextCursor)
    assert.deepEqual(names((await session.get(`/api/v1/roles?query=${word}&order=desc`)).body()), [`Charlie ${word}`, `Bravo ${word}`, `Alpha ${word}`])
    assert.deepEqual(names((await session.get(`/api/v1/roles?query=${word}-tagged`)).body()), [`Bravo ${word}`], 'the description is searched')
    assert.properties((await session.get('/api/v1/roles?sort=users_count')).body().errors, ['sort'])
  })

  test('the bulk delete takes all or none: a protected role among them refuses the lot (409)', async ({ assert }) => {
    const { session } = await signInAsAdmin()
    const make = async (base: string) => (await session.post('/api/v1/roles').json({ name: uniqueName(base), permissions: [] })).body().role.id as number
    const [one, two] = [await make('Bulk one'), await make('Bulk two')]

    const refused = await session.post('/api/v1/roles/delete').json({ ids: [one, await roleId('Users')] })
    assert.equal(refused.status(), 409)
    assert.deepEqual(refused.body(), { message: PROTECTED_ROLE })
    assert.lengthOf(await db.from('roles').whereIn('id', [one, two]), 2, 'nothing went')

    assert.equal((await session.post('/api/v1/roles/delete').json({ ids: ['x'] })).status(), 422)
    assert.equal((await session.post('/api/v1/roles/delete').json({ ids: [one, two] })).status(), 204)
    assert.lengthOf(await db.from('roles').whereIn('id', [one, two]), 0)
    assert.deepEqual((await auditEntries('role', two)).map((entry) => entry.action), ['role.created', 'role.deleted'])
  })
})
