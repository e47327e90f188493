import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { PermissionResolver } from '#core/accounts/server/services/permission_resolver'
import { dropReads } from '#core/kernel/cache/read_cache'
import { saveSettings } from '#tests/helpers/site_settings'
import { MUSIC_VIEW } from '#plugins/music/permissions'
import { api, guestSession, signedInSession } from '../helpers/music_session.js'

/** Gives the person music.view with a playlist count, as a role or a plan's role would. */
async function limitPlaylists(userId: number, value: number) {
  const permission = await db.from('permissions').where('name', MUSIC_VIEW).firstOrFail()
  await db.table('user_permissions').insert({ user_id: userId, permission_id: permission.id, restrictions: JSON.stringify([{ name: 'playlists', value }]) })
  PermissionResolver.forgetCachedRoles()
  await dropReads()
}

const ownedCount = async (userId: number) => Number((await db.from('playlists').where('owner_id', userId).count('* as total').first()).total)

test.group('Music API: the playlist count (music.view’s "Maximum number of playlists")', () => {
  test('creating beyond the count is refused (403) with the upgrade offer while billing is on; nothing is stored', async ({ assert, cleanup }) => {
    const { user, session } = await signedInSession()
    await limitPlaylists(user.id, 1)
    const first = await session.post(api('playlists')).json({ name: 'The one' })
    assert.equal(first.status(), 201)

    const over = await session.post(api('playlists')).json({ name: 'One too many' })
    assert.equal(over.status(), 403)
    assert.equal(over.body().message, 'You can create up to 1 playlist. Delete one to make room.')
    assert.notProperty(over.body(), 'upgrade_url')

    cleanup(await saveSettings({ 'billing.enable': true }))
    const offered = await session.post(api('playlists')).json({ name: 'One too many' })
    assert.equal(offered.status(), 403)
    assert.equal(offered.body().upgrade_url, '/pricing')
    assert.equal(await ownedCount(user.id), 1)

    // Deleting one makes room again.
    assert.equal((await session.delete(api(`playlists/${first.body().playlist.id}`))).status(), 204)
    assert.equal((await session.post(api('playlists')).json({ name: 'Room again' })).status(), 201)
  })

  test('a role with a higher count (a plan’s) wins; an admin has no count; validation still answers 422 and guests 401', async ({ assert }) => {
    const { user, session } = await signedInSession()
    await limitPlaylists(user.id, 1)
    assert.equal((await session.post(api('playlists')).json({ name: 'First' })).status(), 201)
    const now = new Date()
    const [roleId] = await db.table('roles').insert({ name: `Plan role playlists ${user.id}`, created_at: now, updated_at: now })
    const permission = await db.from('permissions').where('name', MUSIC_VIEW).firstOrFail()
    await db.table('role_permissions').insert({ role_id: roleId, permission_id: permission.id, restrictions: JSON.stringify([{ name: 'playlists', value: 3 }]) })
    await db.table('user_roles').insert({ user_id: user.id, role_id: roleId, created_at: now })
    PermissionResolver.forgetCachedRoles()
    await dropReads()
    assert.equal((await session.post(api('playlists')).json({ name: 'Second' })).status(), 201)
    assert.equal(await ownedCount(user.id), 2)

    const admin = await signedInSession({ admin: true })
    await limitPlaylists(admin.user.id, 0)
    assert.equal((await admin.session.post(api('playlists')).json({ name: 'Unlimited' })).status(), 201)

    const invalid = await session.post(api('playlists')).json({ name: '' })
    assert.equal(invalid.status(), 422)
    assert.property(invalid.body().errors, 'name')
    assert.equal((await (await guestSession()).post(api('playlists')).json({ name: 'Guest' })).status(), 401)
  })
})
