import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { addMember, person, workspaceOf } from '../helpers.js'

/** Spec section 3 (Workspace) and the workspaces screen's calls: roles decide who does what. */
test.group('Workspaces', () => {
  test('create, list with the personal space first, show with members and roles', async ({ assert }) => {
    const owner = await person()
    const id = await workspaceOf(owner, 'Label One')
    const list = await owner.session.get('/api/v1/workspaces')
    assert.equal(list.status(), 200)
    const [personal, team] = list.body().workspaces
    assert.deepInclude(personal, { id: 0, name: 'Default', members_count: 1 })
    assert.deepInclude(team, { id, name: 'Label One', members_count: 1, role: 'owner' })

    const shown = await owner.session.get(`/api/v1/workspaces/${id}`)
    assert.equal(shown.status(), 200)
    assert.deepEqual(shown.body().members.map((member: { id: number; role: string }) => [member.id, member.role]), [[owner.user.id, 'owner']])
    assert.isNull(shown.body().seats)
  })

  test('one person creating several workspaces at once gets each of them, and their content permissions once', async ({ assert }) => {
    const owner = await person()
    const names = ['Burst A', 'Burst B', 'Burst C', 'Burst D', 'Burst E', 'Burst F']
    const answers = await Promise.all(names.map((name) => owner.session.post('/api/v1/workspaces').json({ name })))
    assert.deepEqual(answers.map((answer) => answer.status()), names.map(() => 201))
    const stored = await db.from('workspaces').where('owner_id', owner.user.id).orderBy('name').select('name')
    assert.deepEqual(stored.map((row) => row.name), names)
    const grants = await db.from('user_permissions').where('user_id', owner.user.id).select('permission_id')
    assert.equal(new Set(grants.map((row) => row.permission_id)).size, grants.length)
  })

  test('members’ email addresses: owners and admins see them; editors and members see names and avatars only', async ({ assert }) => {
    const owner = await person()
    const id = await workspaceOf(owner)
    const members = { admin: await person(), editor: await person(), member: await person() }
    for (const [role, someone] of Object.entries(members)) await addMember(id, someone.user, role as 'admin' | 'editor' | 'member')
    const everyone = [owner, ...Object.values(members)]
    const seenBy = async (viewer: typeof owner) => (await viewer.session.get(`/api/v1/workspaces/${id}`)).body().members as Array<Record<string, unknown>>

    for (const manager of [owner, members.admin]) {
      const seen = await seenBy(manager)
      assert.sameMembers(seen.map((member) => member.email), everyone.map((someone) => someone.user.email))
    }
    for (const plain of [members.editor, members.member]) {
      const seen = await seenBy(plain)
      assert.lengthOf(seen, 4)
      assert.isTrue(seen.every((member) => !('email' in member) && typeof member.name === 'string' && 'image' in member))
      const text = JSON.stringify(await plain.session.get(`/api/v1/workspaces/${id}`).then((response) => response.body()))
      for (const someone of everyone) assert.notInclude(text, someone.user.email)
    }
  })

  test('validation, guests, and a non-member learns nothing (404)', async ({ assert }) => {
    const owner = await person()
    const stranger = await person()
    const id = await workspaceOf(owner)
    assert.equal((await owner.session.post('/api/v1/workspaces').json({ name: '  ' })).status(), 422)
    assert.equal((await stranger.session.get(`/api/v1/workspaces/${id}`)).status(), 404)
    assert.equal((await stranger.session.put(`/api/v1/workspaces/${id}`).json({ name: 'Mine now' })).status(), 404)
    assert.equal((await stranger.session.delete(`/api/v1/workspaces/${id}`)).status(), 404)
    const guest = await owner.session.post('/auth/logout')
    assert.equal(guest.status(), 200)
    assert.equal((await owner.session.get('/api/v1/workspaces')).status(), 401)
    assert.equal((await db.from('workspaces').where('id', id).first()).name, 'Night Owls')
  })

  test('rename by owner and admin; editors and members may not; only the owner deletes', async ({ assert }) => {
    const owner = await person()
    const admin = await person()
    const editor = await person()
    const id = await workspaceOf(owner)
    await addMember(id, admin.user, 'admin')
    await addMember(id, editor.user, 'editor')

    assert.equal((await admin.session.put(`/api/v1/workspaces/${id}`).json({ name: 'Renamed' })).status(), 200)
    const refused = await editor.session.put(`/api/v1/workspaces/${id}`).json({ name: 'Editor was here' })
    assert.equal(refused.status(), 403)
    assert.equal(refused.body().message, 'Your role in this workspace does not allow that.')
    assert.equal((await admin.session.delete(`/api/v1/workspaces/${id}`)).status(), 403)
    assert.equal((await db.from('workspaces').where('id', id).first()).name, 'Renamed')

    // Content of a deleted workspace goes back to its creators' own spaces.
    const now = new Date().toISOString().slice(0, 19).replace('T', ' ')
    const [albumId] = await db.table('albums').insert({ name: 'Kept', owner_id: editor.user.id, workspace_id: id, public: false, plays: 0, created_at: now, updated_at: now }).returning('id')
    assert.equal((await owner.session.delete(`/api/v1/workspaces/${id}`)).status(), 204)
    assert.isNull(await db.from('workspaces').where('id', id).first())
    assert.isNull(await db.from('workspace_members').where('workspace_id', id).first())
    const album = await db.from('albums').where('id', typeof albumId === 'object' ? albumId.id : albumId).first()
    assert.isNull(album.workspace_id)
    assert.equal(album.owner_id, editor.user.id)
  })

  test('roles: admins manage only roles below theirs; nobody changes themselves or the owner', async ({ assert }) => {
    const owner = await person()
    const admin = await person()
    const editor = await person()
    const member = await person()
    const id = await workspaceOf(owner)
    await addMember(id, admin.user, 'admin')
    await addMember(id, editor.user, 'editor')
    await addMember(id, member.user, 'member')

    assert.equal((await admin.session.put(`/api/v1/workspaces/${id}/members/${member.user.id}`).json({ role: 'editor' })).status(), 200)
    assert.equal((await admin.session.put(`/api/v1/workspaces/${id}/members/${member.user.id}`).json({ role: 'admin' })).status(), 403, 'an admin cannot make admins')
    assert.equal((await admin.session.put(`/api/v1/workspaces/${id}/members/${owner.user.id}`).json({ role: 'member' })).status(), 403)
    assert.equal((await admin.session.put(`/api/v1/workspaces/${id}/members/${admin.user.id}`).json({ role: 'editor' })).status(), 422)
    assert.equal((await editor.session.put(`/api/v1/workspaces/${id}/members/${member.user.id}`).json({ role: 'member' })).status(), 403)
    assert.equal((await owner.session.put(`/api/v1/workspaces/${id}/members/${member.user.id}`).json({ role: 'owner' })).status(), 422, 'ownership moves only by transfer')
    assert.equal((await owner.session.put(`/api/v1/workspaces/${id}/members/${editor.user.id}`).json({ role: 'admin' })).status(), 200)

    assert.equal((await editor.session.delete(`/api/v1/workspaces/${id}/members/${admin.user.id}`)).status(), 403, 'admins cannot remove admins')
    assert.equal((await admin.session.delete(`/api/v1/workspaces/${id}/members/${member.user.id}`)).status(), 204)
    const roles = await db.from('workspace_members').where('workspace_id', id).orderBy('user_id').select('user_id', 'role')
    assert.deepEqual(
      roles.map((row) => [Number(row.user_id), row.role]),
      [[owner.user.id, 'owner'], [admin.user.id, 'admin'], [editor.user.id, 'admin']].sort((a, b) => Number(a[0]) - Number(b[0]))
    )
  })

  test('leave, and transfer ownership before the owner may leave', async ({ assert }) => {
    const owner = await person()
    const editor = await person()
    const stranger = await person()
    const id = await workspaceOf(owner)
    await addMember(id, editor.user, 'editor')

    const stuck = await owner.session.post(`/api/v1/workspaces/${id}/leave`)
    assert.equal(stuck.status(), 409)
    assert.equal(stuck.body().message, 'Transfer ownership to another member before leaving this workspace.')
    assert.equal((await owner.session.post(`/api/v1/workspaces/${id}/transfer`).json({ user_id: stranger.user.id })).status(), 422)
    assert.equal((await editor.session.post(`/api/v1/workspaces/${id}/transfer`).json({ user_id: editor.user.id })).status(), 403)

    assert.equal((await owner.session.post(`/api/v1/workspaces/${id}/transfer`).json({ user_id: editor.user.id })).status(), 200)
    assert.equal(Number((await db.from('workspaces').where('id', id).first()).owner_id), editor.user.id)
    assert.equal((await owner.session.post(`/api/v1/workspaces/${id}/leave`)).status(), 204)
    assert.equal((await stranger.session.post(`/api/v1/workspaces/${id}/leave`)).status(), 404)
    const members = await db.from('workspace_members').where('workspace_id', id).select('user_id', 'role')
    assert.deepEqual(members.map((row) => [Number(row.user_id), row.role]), [[editor.user.id, 'owner']])
  })
})
