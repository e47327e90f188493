import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { SettingsStore } from '#core/settings/server/settings_store'
import { CookieSession } from '#tests/helpers/cookie_session'
import { TestSmtpServer } from '#tests/helpers/smtp_server'
import { grantPermissions } from '#tests/helpers/permissions'
import { bootstrapFrom } from '#tests/helpers/shell'
import { addMember, inviteIdIn, person, workspaceOf, type Person } from '../helpers.js'

const NO_LONGER_VALID = 'This invite is no longer valid'

async function withSettings(values: Record<string, unknown>) {
  const settings = await app.container.make(SettingsStore)
  await settings.refresh(true)
  const previous = Object.fromEntries(Object.keys(values).map((key) => [key, settings.get(key, null)]))
  await settings.save(values)
  return () => settings.save(previous)
}

async function invite(owner: Person, workspaceId: number, emails: string[], role = 'editor') {
  return owner.session.post(`/api/v1/workspaces/${workspaceId}/invites`).json({ emails, role })
}

/** Spec sections 2, 7 and 8: invitations by email, join and decline. */
test.group('Workspace invitations', (group) => {
  let smtp: TestSmtpServer
  group.setup(async () => {
    smtp = await TestSmtpServer.start()
    await smtp.captureAppMail()
    return () => smtp.stop()
  })
  group.each.setup(async () => {
    await db.from('limiter_rate_limits').delete()
  })

  test('an invitation is emailed; its addressee joins with its role (workspace.id), once', async ({ assert }) => {
    const owner = await person()
    const invitee = await person()
    const id = await workspaceOf(owner, 'Label Two')
    const sent = await invite(owner, id, [invitee.user.email.toUpperCase()])
    assert.equal(sent.status(), 201)

    const mail = await smtp.waitForMessage(invitee.user.email)
    assert.equal(mail.subject.startsWith('Join Label Two on '), true)
    assert.include(mail.text, '/workspace/join/login?')
    assert.include(mail.text, 'This invitation expires in 7 days.')
    const inviteId = inviteIdIn(mail.text)

    const notice = await db.from('notifications').where({ user_id: invitee.user.id, type: 'workspaces.invitation' }).firstOrFail()
    const data = JSON.parse(notice.data)
    assert.equal(data.inviteId, inviteId)
    assert.deepEqual(data.buttonActions.map((button: { label: string }) => button.label), ['Join', 'Decline'])

    const mine = await invitee.session.get('/api/v1/workspace/invites')
    assert.deepEqual(mine.body().invites.map((row: { id: string; workspace: { name: string } }) => [row.id, row.workspace.name]), [[inviteId, 'Label Two']])

    const joined = await invitee.session.get(`/api/v1/workspace/join/${inviteId}`)
    assert.equal(joined.status(), 200)
    assert.equal(joined.body().workspace.id, id)
    assert.equal((await db.from('workspace_members').where({ workspace_id: id, user_id: invitee.user.id }).first()).role, 'editor')

    const again = await invitee.session.get(`/api/v1/workspace/join/${inviteId}`)
    assert.equal(again.status(), 404)
    assert.deepEqual(again.body(), { message: NO_LONGER_VALID })
  })

  test("the switcher on the member's next page lists a workspace they joined and drops it once they are removed, though it is kept between pages", async ({ assert }) => {
    const owner = await person()
    const invitee = await person()
    const id = await workspaceOf(owner, 'Label Three')
    const switcher = async () => {
      const page = await invitee.session.get('/login').headers({ accept: 'text/html' })
      const data = bootstrapFrom(page.text()).module_data.workspaces as { workspaces: Array<{ id: number; name: string; members_count: number }> }
      return data.workspaces.map(({ id: shown, name, members_count }) => [shown, name, members_count])
    }
    assert.equal((await invite(owner, id, [invitee.user.email])).status(), 201)
    const inviteId = inviteIdIn((await smtp.waitForMessage(invitee.user.email)).text)
    assert.deepEqual(await switcher(), [[0, 'Default', 1]])

    assert.equal((await invitee.session.get(`/api/v1/workspace/join/${inviteId}`)).status(), 200)
    assert.deepEqual(await switcher(), [[0, 'Default', 1], [id, 'Label Three', 2]])

    assert.equal((await owner.session.delete(`/api/v1/workspaces/${id}/members/${invitee.user.id}`)).status(), 204)
    assert.deepEqual(await switcher(), [[0, 'Default', 1]])
  })

  test("someone else's invitation: a wrong account cannot join, decline or revoke it", async ({ assert }) => {
    const owner = await person()
    const invitee = await person()
    const stranger = await person()
    const id = await workspaceOf(owner)
    await invite(owner, id, [invitee.user.email])
    const inviteId = inviteIdIn((await smtp.waitForMessage(invitee.user.email)).text)

    const wrongEmail = await stranger.session.get(`/api/v1/workspace/join/${inviteId}`)
    assert.equal(wrongEmail.status(), 403)
    assert.equal(wrongEmail.body().message, 'This invitation was sent to another email address. Sign in with that address to join.')
    assert.equal((await stranger.session.delete(`/api/v1/workspace/invite/${inviteId}`)).status(), 404)
    assert.isNull(await db.from('workspace_members').where({ workspace_id: id, user_id: stranger.user.id }).first())
    assert.isNotNull(await db.from('workspace_invites').where('id', inviteId).first())
  })

  test('an expired invitation: 404 with the spec text; resend renews it', async ({ assert }) => {
    const owner = await person()
    const invitee = await person()
    const id = await workspaceOf(owner)
    await invite(owner, id, [invitee.user.email])
    const inviteId = inviteIdIn((await smtp.waitForMessage(invitee.user.email)).text)
    await db.from('workspace_invites').where('id', inviteId).update({ expires_at: '2020-01-01 00:00:00' })

    const stale = await invitee.session.get(`/api/v1/workspace/join/${inviteId}`)
    assert.equal(stale.status(), 404)
    assert.deepEqual(stale.body(), { message: NO_LONGER_VALID })
    const listed = await owner.session.get(`/api/v1/workspaces/${id}`)
    assert.isTrue(listed.body().invites[0].expired)

    assert.equal((await owner.session.post(`/api/v1/workspaces/${id}/invites/${inviteId}/resend`)).status(), 204)
    assert.equal(inviteIdIn((await smtp.waitForMessage(invitee.user.email)).text), inviteId)
    assert.equal((await invitee.session.get(`/api/v1/workspace/join/${inviteId}`)).status(), 200)
  })

  test('decline by the addressee, revoke by an admin; editors may not invite; roles above the inviter refused', async ({ assert }) => {
    const owner = await person()
    const admin = await person()
    const editor = await person()
    const id = await workspaceOf(owner)
    await addMember(id, admin.user, 'admin')
    await addMember(id, editor.user, 'editor')

    assert.equal((await invite(editor, id, ['x@example.com'])).status(), 403)
    assert.equal((await invite(admin, id, ['x@example.com'], 'admin')).status(), 403)
    assert.equal((await invite(admin, id, ['x@example.com'], 'owner')).status(), 422)
    const member = await invite(admin, id, [editor.user.email])
    assert.equal(member.status(), 422)
    assert.equal(member.body().message, `${editor.user.email} is already a member of this workspace.`)

    const invitee = await person()
    await invite(admin, id, [invitee.user.email, 'revoked@example.com'], 'member')
    const declinedId = inviteIdIn((await smtp.waitForMessage(invitee.user.email)).text)
    const revokedId = inviteIdIn((await smtp.waitForMessage('revoked@example.com')).text)

    assert.equal((await invitee.session.delete(`/api/v1/workspace/invite/${declinedId}`)).status(), 204)
    assert.equal((await admin.session.delete(`/api/v1/workspace/invite/${revokedId}`)).status(), 204)
    assert.deepEqual((await invitee.session.delete(`/api/v1/workspace/invite/${declinedId}`)).body(), { message: NO_LONGER_VALID })
    assert.isNull(await db.from('workspace_invites').where('workspace_id', id).first())
  })

  test('with billing on, seats (members and pending invitations) are limited by the plan’s role', async ({ assert, cleanup }) => {
    cleanup(await withSettings({ 'billing.enable': true }))
    const owner = await person()
    await grantPermissions(owner.user.id, ['workspaces.create'])
    const role = await db.from('user_roles').join('roles', 'roles.id', 'user_roles.role_id').where('user_roles.user_id', owner.user.id).where('roles.name', 'like', 'Test role%').select('roles.id').firstOrFail()
    const permission = await db.from('permissions').where('name', 'workspaces.create').firstOrFail()
    await db.from('role_permissions').where({ role_id: role.id, permission_id: permission.id }).update({ restrictions: JSON.stringify([{ name: 'member_count', value: 2 }]) })
    const { dropReads } = await import('#core/kernel/cache/read_cache')
    await dropReads()

    const id = await workspaceOf(owner)
    assert.equal((await invite(owner, id, ['one@example.com'])).status(), 201)
    const over = await invite(owner, id, ['two@example.com'])
    assert.equal(over.status(), 409)
    assert.equal(over.body().message, 'Your plan allows 2 members in a workspace. Upgrade your plan or remove members or invitations first.')
    assert.equal((await invite(owner, id, ['one@example.com'])).status(), 201, 'renewing an invitation takes no new seat')
    assert.equal((await owner.session.get(`/api/v1/workspaces/${id}`)).body().seats, 2)
  })

  test('registration stays open for an invited address while disabled, and only for it', async ({ assert, cleanup }) => {
    cleanup(await withSettings({ 'registration.disable': true }))
    const owner = await person()
    const id = await workspaceOf(owner)
    await invite(owner, id, ['newcomer@example.com'])
    const mail = await smtp.waitForMessage('newcomer@example.com')
    assert.include(mail.text, '/workspace/join/register?')
    const inviteId = inviteIdIn(mail.text)
    const password = 'a-Long-passw0rd!'
    const register = (email: string) =>
      new CookieSession().start().then((browser) => browser.post('/auth/register').json({ email, password, password_confirmation: password, invite_id: inviteId, invite_type: 'workspace' }))

    assert.equal((await register('someone-else@example.com')).status(), 403)
    const registered = await register('newcomer@example.com')
    assert.equal(registered.status(), 200)
    cleanup(async () => {
      await db.from('users').where('email', 'newcomer@example.com').delete()
    })
  })
})
