import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { AlbumEditorValues } from '#plugins/music/shared/editor_types'
import { addMember, person, workspaceOf } from '#core/workspaces/tests/helpers'
import { api } from '../../helpers/music_session.js'
import { makeArtist } from '../../helpers/catalogue_factory.js'
import { mp3Bytes } from '#core/files/tests/helpers/sample_files'

function albumValues(overrides: Partial<AlbumEditorValues> = {}): AlbumEditorValues {
  return { name: 'Team Record', artists: [], tracks: [], genres: [], tags: [], description: null, release_date: null, public: false, ...overrides }
}

/** Backstage content in a workspace (core/workspaces): scoped by workspaceId, managed by role. */
test.group('Backstage in a workspace', () => {
  test('created content gets the workspace; members list it; editors edit, members only look; strangers are refused', async ({ assert }) => {
    const owner = await person()
    const editor = await person()
    const member = await person()
    const stranger = await person()
    const workspaceId = await workspaceOf(owner, 'Band Crew')
    const artist = await makeArtist()
    await db.from('artists').where('id', artist.id).update({ workspace_id: workspaceId })

    // Creating the workspace opened backstage to its owner; the album belongs to the workspace.
    const created = await owner.session.post(api(`backstage/albums?workspaceId=${workspaceId}`)).json(albumValues({ artists: [{ id: artist.id }] }))
    assert.equal(created.status(), 201)
    const albumId = created.body().album.id
    assert.equal(Number((await db.from('albums').where('id', albumId).first()).workspace_id), workspaceId)

    await addMember(workspaceId, editor.user, 'editor')
    await addMember(workspaceId, member.user, 'member')
    const { grantPermissions } = await import('#tests/helpers/permissions')
    await grantPermissions(editor.user.id, ['music.create'])
    await grantPermissions(member.user.id, ['music.create'])
    // An artist of their own, not of this workspace.
    await grantPermissions(stranger.user.id, ['music.create'])

    const listed = await editor.session.get(api(`backstage/albums?workspaceId=${workspaceId}`))
    assert.equal(listed.status(), 200)
    assert.deepEqual(listed.body().data.map((row: { id: number }) => row.id), [albumId])
    const ownSpace = await editor.session.get(api('backstage/albums'))
    assert.deepEqual(ownSpace.body().data, [], 'their own space lists their own albums only')

    const renamed = await editor.session.put(api(`backstage/albums/${albumId}?workspaceId=${workspaceId}`)).json(albumValues({ name: 'Renamed by the editor', artists: [{ id: artist.id }] }))
    assert.equal(renamed.status(), 200)
    assert.equal((await member.session.get(api(`backstage/albums?workspaceId=${workspaceId}`))).status(), 200)
    const memberWrite = await member.session.put(api(`backstage/albums/${albumId}?workspaceId=${workspaceId}`)).json(albumValues({ name: 'Member was here', artists: [{ id: artist.id }] }))
    assert.equal(memberWrite.status(), 403)
    assert.equal((await member.session.put(api(`backstage/albums/${albumId}`)).json(albumValues({ name: 'Member was here', artists: [{ id: artist.id }] }))).status(), 403)

    const refused = await stranger.session.get(api(`backstage/albums?workspaceId=${workspaceId}`))
    assert.equal(refused.status(), 403)
    assert.equal(refused.body().message, 'You are not a member of this workspace.')
    assert.equal((await stranger.session.get(api(`backstage/albums?workspaceId=abc`))).status(), 422)
    assert.equal((await db.from('albums').where('id', albumId).first()).name, 'Renamed by the editor')
  })

  test('uploads made in a workspace belong to it; a non-member cannot upload into it', async ({ assert }) => {
    const owner = await person()
    const stranger = await person()
    const workspaceId = await workspaceOf(owner)
    const upload = (session: typeof owner.session) => session.post(`/api/v1/file-entries?workspaceId=${workspaceId}`).file('file', mp3Bytes(), { filename: 'demo.mp3', contentType: 'audio/mpeg' })

    const stored = await upload(owner.session)
    assert.equal(stored.status(), 201)
    assert.equal(Number((await db.from('file_entries').where('id', stored.body().fileEntry.id).first()).workspace_id), workspaceId)
    assert.equal((await upload(stranger.session)).status(), 403)
    assert.isNull(await db.from('file_entries').where('user_id', stranger.user.id).first())
  })
})
