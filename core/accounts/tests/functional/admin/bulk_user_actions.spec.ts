import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#core/accounts/server/models/user'
import { OWN_ACCOUNT_IN_BULK } from '#core/accounts/server/actions/users/bulk_user_actions'
import { LAST_ADMINISTRATOR } from '#core/accounts/server/services/administrators'
import { UserFactory } from '#database/factories/user_factory'
import { CookieSession } from '#tests/helpers/cookie_session'
import { signIn } from '#tests/helpers/sign_in'
import { asOnlyAdministrator, auditEntries, signInAsAdmin, signInAsMember } from './admin_helpers.js'

/** The users list's bulk actions (spec section 2, admin users [users.update]; issue 16's data-table kit). */
test.group('Admin users: bulk actions', () => {
  test('suspending, lifting and deleting the selected accounts, each audited', async ({ assert }) => {
    const { admin, session } = await signInAsAdmin()
    const [first, second] = await UserFactory.createMany(2)

    const banned = await session.post('/api/v1/users/ban').json({ ids: [first.id, second.id, 999999999], reason: 'Spam wave' })
    assert.equal(banned.status(), 200)
    assert.deepEqual(banned.body(), { banned: 2 })
    for (const user of [first, second]) {
      const stored = await User.findOrFail(user.id)
      assert.isNotNull(stored.bannedAt)
      assert.equal(stored.banReason, 'Spam wave')
    }
    assert.equal((await session.post('/api/v1/users/unban').json({ ids: [first.id] })).status(), 200)
    assert.isNull((await User.findOrFail(first.id)).bannedAt)
    assert.isNotNull((await User.findOrFail(second.id)).bannedAt)
    assert.equal((await (await signIn(first)).get('/api/v1/users/me')).status(), 200)

    const deleted = await session.post('/api/v1/users/delete').json({ ids: [first.id, second.id] })
    assert.deepEqual(deleted.body(), { deleted: 2 })
    assert.isNull(await User.find(first.id))
    assert.isNull(await User.find(second.id))
    assert.deepEqual(
      (await auditEntries('user', second.id)).map((entry) => [entry.action, entry.userId]),
      [
        ['user.banned', admin.id],
        ['user.deleted', admin.id],
      ]
    )
  })

  test("the admin's own account is refused; bad bodies are 422; only users.update may", async ({ assert }) => {
    const { admin, session } = await signInAsAdmin()
    const bystander = await UserFactory.create()

    const own = await session.post('/api/v1/users/delete').json({ ids: [bystander.id, admin.id] })
    assert.equal(own.status(), 422)
    assert.deepEqual(own.body().errors.ids, [OWN_ACCOUNT_IN_BULK])
    assert.isNotNull(await User.find(bystander.id))

    for (const body of [{}, { ids: [] }, { ids: ['x'] }, { ids: [1, 1] }, { ids: Array.from({ length: 101 }, (_, i) => i + 1) }])
      assert.equal((await session.post('/api/v1/users/delete').json(body)).status(), 422, JSON.stringify(body))
    assert.equal((await session.post('/api/v1/users/ban').json({ ids: [bystander.id] })).status(), 422)
    assert.equal((await session.post('/api/v1/users/ban').json({ ids: [bystander.id], reason: '   ' })).status(), 422)

    const { session: member } = await signInAsMember()
    const guest = await new CookieSession().start()
    for (const path of ['delete', 'ban', 'unban']) {
      assert.equal((await guest.post(`/api/v1/users/${path}`).json({ ids: [bystander.id], reason: 'x' })).status(), 401)
      assert.equal((await member.post(`/api/v1/users/${path}`).json({ ids: [bystander.id], reason: 'x' })).status(), 403)
    }
    const stored = await User.findOrFail(bystander.id)
    assert.isNull(stored.bannedAt)
  })

  test('a batch that would leave no administrator changes nothing (409)', async ({ assert }) => {
    // A user manager (users.update, not an administrator) selects the only administrator with someone else.
    const manager = await UserFactory.create()
    const usersUpdate = await db.from('permissions').where('name', 'users.update').firstOrFail()
    await db.table('user_permissions').insert({ user_id: manager.id, permission_id: usersUpdate.id })
    const session = await signIn(manager)
    const onlyAdmin = await UserFactory.apply('admin').create()
    const plain = await UserFactory.create()
    await asOnlyAdministrator(onlyAdmin, async () => {
      for (const [path, body] of [['ban', { reason: 'Cleanup' }], ['delete', {}]] as const) {
        const response = await session.post(`/api/v1/users/${path}`).json({ ids: [plain.id, onlyAdmin.id], ...body })
        assert.equal(response.status(), 409, path)
        assert.equal(response.body().message, LAST_ADMINISTRATOR)
      }
      assert.isNull((await User.findOrFail(plain.id)).bannedAt)
      assert.isNull((await User.findOrFail(onlyAdmin.id)).bannedAt)
      assert.isNotNull(await User.find(plain.id))
    })
  })
})
