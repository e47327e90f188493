import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { addMember, person, workspaceOf } from '#core/workspaces/tests/helpers'
import { api } from '../helpers/music_session.js'
import { makeTrack } from '../helpers/catalogue_factory.js'

const libraryIds = async (someone: Awaited<ReturnType<typeof person>>, query = '') =>
  ((await someone.session.get(api(`library/playlists${query}`))).body().pagination.data as Array<{ id: number }>).map((playlist) => playlist.id)

/** Issue 19: playlists belong to the active workspace like the rest of backstage's content (workspaceTables). */
test.group('Playlists in a workspace', () => {
  test('made in the workspace, listed there, managed by its editors, looked at by its members, hidden from strangers', async ({ assert }) => {
    const owner = await person()
    const [editor, member, stranger] = [await person(), await person(), await person()]
    const workspaceId = await workspaceOf(owner, 'Mixtape Crew')
    await addMember(workspaceId, editor.user, 'editor')
    await addMember(workspaceId, member.user, 'member')
    const inWorkspace = `?workspaceId=${workspaceId}`

    const created = await editor.session.post(api(`playlists${inWorkspace}`)).json({ name: 'Crew picks', public: false })
    assert.equal(created.status(), 201)
    const id = created.body().playlist.id
    assert.equal(Number((await db.from('playlists').where('id', id).first()).workspace_id), workspaceId)
    const personal = await editor.session.post(api('playlists')).json({ name: 'Just mine' })
    assert.isNull((await db.from('playlists').where('id', personal.body().playlist.id).first()).workspace_id)

    // The library follows the active workspace.
    assert.deepEqual(await libraryIds(member, inWorkspace), [id])
    assert.deepEqual(await libraryIds(owner, inWorkspace), [id])
    assert.notInclude(await libraryIds(member), id, 'not in their own space')

    // The owner (content manager) edits it; a member only looks; a member may not add one to the workspace.
    const track = await makeTrack()
    assert.equal((await owner.session.put(api(`playlists/${id}`)).json({ name: 'Crew picks 2' })).status(), 200)
    assert.equal((await owner.session.post(api(`playlists/${id}/tracks`)).json({ track_ids: [track.id] })).status(), 200)
    const looked = await member.session.get(api(`playlists/${id}`))
    assert.equal(looked.status(), 200)
    assert.include(looked.body().playlist, { name: 'Crew picks 2', can_edit: false, can_add_tracks: false })
    assert.equal((await member.session.put(api(`playlists/${id}`)).json({ name: 'Member was here' })).status(), 403)
    assert.equal((await member.session.delete(api(`playlists/${id}`))).status(), 403)
    const refused = await member.session.post(api(`playlists${inWorkspace}`)).json({ name: 'Not allowed' })
    assert.equal(refused.status(), 403)
    assert.equal(refused.body().message, 'Your role in this workspace does not allow that.')

    // A stranger learns nothing of a private workspace playlist and cannot use the workspace.
    assert.equal((await stranger.session.get(api(`playlists/${id}`))).status(), 404)
    assert.equal((await stranger.session.get(api(`playlists/${id}/tracks`))).status(), 404)
    assert.equal((await stranger.session.put(api(`playlists/${id}`)).json({ name: 'Mine now' })).status(), 404)
    assert.equal((await stranger.session.post(api(`playlists/${id}/tracks`)).json({ track_ids: [track.id] })).status(), 404)
    assert.equal((await stranger.session.get(api(`library/playlists${inWorkspace}`))).status(), 403)
    assert.equal((await stranger.session.post(api(`playlists${inWorkspace}`)).json({ name: 'Sneaky' })).status(), 403)
    assert.notInclude(await libraryIds(stranger), id)

    // Made public, a stranger may listen but still not edit.
    await db.from('playlists').where('id', id).update({ public: true })
    assert.equal((await stranger.session.get(api(`playlists/${id}`))).status(), 200)
    assert.equal((await stranger.session.put(api(`playlists/${id}`)).json({ name: 'Mine now' })).status(), 403)
    assert.equal((await db.from('playlists').where('id', id).first()).name, 'Crew picks 2')
  })
})
