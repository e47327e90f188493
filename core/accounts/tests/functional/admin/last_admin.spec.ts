import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#core/accounts/server/models/user'
import { UserFactory } from '#database/factories/user_factory'
import { LAST_ADMINISTRATOR } from '#core/accounts/server/services/administrators'
import { signIn } from '#tests/helpers/sign_in'
import { asOnlyAdministrator, roleId } from './admin_helpers.js'

/** Issue 16: the last admin cannot be deleted, banned or demoted, whichever screen tries. */
test.group('Admin users: the last administrator', () => {
  test('cannot be deleted, suspended or demoted (409, nothing changed); with a second admin they can', async ({ assert }) => {
    const last = await UserFactory.apply('admin').create()
    const manager = await UserFactory.create()
    const managerSession = await signIn(manager)
    // A user manager who is not an administrator tries everything.
    await db.table('user_permissions').insert({ user_id: manager.id, permission_id: (await db.from('permissions').where('name', 'users.update').firstOrFail()).id, restrictions: '[]' })
    await db.table('user_permissions').insert({ user_id: manager.id, permission_id: (await db.from('permissions').where('name', 'roles.update').firstOrFail()).id, restrictions: '[]' })
    const admins = await roleId('Admins')

    await asOnlyAdministrator(last, async () => {
      const attempts = [
        await managerSession.delete(`/api/v1/users/${last.id}`),
        await managerSession.post(`/api/v1/users/${last.id}/ban`).json({ reason: 'Oops' }),
        await managerSession.put(`/api/v1/users/${last.id}/permissions`).json({ roles: [await roleId('Users')], permissions: [] }),
        await managerSession.put(`/api/v1/roles/${admins}`).json({ name: 'Admins', permissions: [{ name: 'admin.access' }] }),
        await managerSession.delete(`/api/v1/roles/${admins}`),
      ]
      for (const attempt of attempts) {
        assert.equal(attempt.status(), 409)
        assert.deepEqual(attempt.body(), { message: LAST_ADMINISTRATOR })
      }
      const stored = await User.findOrFail(last.id)
      assert.isNull(stored.bannedAt)
      assert.deepInclude((await db.from('user_roles').where('user_id', last.id)).map((row) => row.role_id), admins)
      assert.isNotNull(await db.from('roles').where('id', admins).first())

      // Moving 'admin' to a direct permission keeps an administrator: allowed.
      const moved = await managerSession
        .put(`/api/v1/users/${last.id}/permissions`)
        .json({ roles: [await roleId('Users')], permissions: [{ name: 'admin' }] })
      assert.equal(moved.status(), 200)
    })

    await UserFactory.apply('admin').create()
    const banned = await managerSession.post(`/api/v1/users/${last.id}/ban`).json({ reason: 'Left the company' })
    assert.equal(banned.status(), 200)
  })
})
