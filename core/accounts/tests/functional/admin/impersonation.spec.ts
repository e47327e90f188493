import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { NOT_IMPERSONATING } from '#core/accounts/server/services/impersonation'
import { auditEntries, signInAsAdmin, signInAsMember } from './admin_helpers.js'
import type { CookieSession } from '#tests/helpers/cookie_session'

/** Whom the browser's API calls act as, and the banner data its pages carry. */
async function actingAs(session: CookieSession) {
  const me = (await session.get('/api/v1/users/me')).body().user
  const page = await session.get('/')
  const banner = /"module_data":\{.*?"accounts":(\{"impersonating":(?:null|\{[^}]*\})\})/.exec(page.text())?.[1]
  return { id: me.id as number, banner: banner ? JSON.parse(banner).impersonating : undefined }
}

/** Spec section 2, admin users: impersonate with a visible banner (server-side), never another admin. */
test.group('Admin users: impersonation', () => {
  test("an admin acts as a member, the pages carry the banner, and stopping restores the admin's own session", async ({ assert }) => {
    const { admin, session } = await signInAsAdmin()
    const member = await UserFactory.merge({ firstName: 'Mia', lastName: 'Member' }).create()
    const started = await session.post(`/api/v1/users/${member.id}/impersonate`)
    assert.equal(started.status(), 200)

    const during = await actingAs(session)
    assert.equal(during.id, member.id)
    assert.deepEqual(during.banner, { user_name: 'Mia Member', admin_name: admin.name })
    // With the member's permissions only.
    assert.equal((await session.get('/api/v1/roles')).status(), 403)

    const stopped = await session.post('/api/v1/impersonation/stop')
    assert.equal(stopped.status(), 200)
    const after = await actingAs(session)
    assert.equal(after.id, admin.id)
    assert.isNull(after.banner)
    assert.equal((await session.get('/api/v1/roles')).status(), 200)
    // The borrowed session is gone; the admin's own tracked session is the one in use.
    assert.lengthOf(await db.from('user_sessions').where('user_id', member.id), 0)
    assert.lengthOf(await db.from('user_sessions').where('user_id', admin.id), 1)
    // Both ends are in the audit log as the admin's acts.
    const entries = await auditEntries('user', member.id)
    assert.deepEqual(entries.map((entry) => [entry.action, entry.userId]), [
      ['user.impersonation_started', admin.id],
      ['user.impersonation_stopped', admin.id],
    ])
  })

  test('never an admin (403) nor oneself (422); members cannot impersonate (403) and have nothing to stop (409)', async ({ assert }) => {
    const { admin, session } = await signInAsAdmin()
    const otherAdmin = await UserFactory.apply('admin').create()
    const refused = await session.post(`/api/v1/users/${otherAdmin.id}/impersonate`)
    assert.equal(refused.status(), 403)
    assert.equal((await actingAs(session)).id, admin.id)
    assert.equal((await session.post(`/api/v1/users/${admin.id}/impersonate`)).status(), 422)

    const { session: memberSession } = await signInAsMember()
    const target = await UserFactory.create()
    assert.equal((await memberSession.post(`/api/v1/users/${target.id}/impersonate`)).status(), 403)
    assert.equal((await memberSession.post('/api/v1/impersonation/stop')).status(), 409)
    assert.deepEqual((await memberSession.post('/api/v1/impersonation/stop')).body(), { message: NOT_IMPERSONATING })
  })

  test('a user manager without admin access cannot impersonate someone who has it', async ({ assert }) => {
    const { session } = await signInAsAdmin()
    const manager = await UserFactory.create()
    const target = await UserFactory.create()
    await session.put(`/api/v1/users/${manager.id}/permissions`).json({ roles: [], permissions: [{ name: 'users.update' }] })
    await session.put(`/api/v1/users/${target.id}/permissions`).json({ roles: [], permissions: [{ name: 'admin.access' }] })
    const { signIn } = await import('#tests/helpers/sign_in')
    const managerSession = await signIn(manager)
    assert.equal((await managerSession.post(`/api/v1/users/${target.id}/impersonate`)).status(), 403)
  })
})
