import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { grantPermissions } from '#tests/helpers/permissions'
import { signIn } from '#tests/helpers/sign_in'
import { api, guestSession, signedInSession } from '../helpers/music_session.js'
import { makePlaylist, makeTrack } from '../helpers/catalogue_factory.js'
import { uniqueWord } from '../browser/music_browser.js'

/** Issue 16: the admin's playlists and lyrics screens' API (admin.access + music.update). */
test.group('Music admin API: playlists', () => {
  test("lists everyone's playlists with owner, visibility and track count; filters; edits basics; bulk deletes", async ({ assert }) => {
    const { session } = await signedInSession({ admin: true })
    const owner = await UserFactory.merge({ firstName: 'Olga', lastName: null }).create()
    const word = uniqueWord('Mix')
    const track = await makeTrack()
    const open = await makePlaylist(owner.id, { name: `${word} open`, tracks: [track] })
    const secret = await makePlaylist(owner.id, { name: `${word} secret`, public: false })

    const list = await session.get(api(`admin/playlists?query=${word}`))
    assert.equal(list.status(), 200)
    assert.deepEqual(list.body().data.map((row: any) => row.id), [secret.id, open.id])
    assert.containsSubset(list.body().data[1], { name: `${word} open`, public: true, tracks_count: 1, owner: { id: owner.id, name: 'Olga' } })
    const privateOnly = await session.get(api(`admin/playlists?query=${word}&public=false&owner=${owner.id}`))
    assert.deepEqual(privateOnly.body().data.map((row: any) => row.id), [secret.id])
    const paged = await session.get(api(`admin/playlists?query=${word}&perPage=1`))
    assert.deepEqual((await session.get(api(`admin/playlists?query=${word}&perPage=1&cursor=${encodeURIComponent(paged.body().pagination.nextCursor)}`))).body().data.map((row: any) => row.id), [open.id])

    const edited = await session.put(api(`admin/playlists/${secret.id}`)).json({ name: `${word} renamed`, public: true, description: 'Now open' })
    assert.equal(edited.status(), 200)
    assert.containsSubset(edited.body().playlist, { name: `${word} renamed`, public: true, description: 'Now open' })
    assert.equal((await session.put(api('admin/playlists/987654')).json({ name: 'x', public: true })).status(), 404)
    const invalid = await session.put(api(`admin/playlists/${secret.id}`)).json({ name: '' })
    assert.equal(invalid.status(), 422)
    assert.sameMembers(Object.keys(invalid.body().errors), ['name', 'public'])

    assert.equal((await session.post(api('admin/playlists/delete')).json({ ids: [open.id, secret.id] })).body().deleted, 2)
    assert.lengthOf(await db.from('playlist_track').where('playlist_id', open.id), 0)
  })

  test('needs admin.access and music.update', async ({ assert }) => {
    const owner = await UserFactory.create()
    const playlist = await makePlaylist(owner.id)
    assert.equal((await (await guestSession()).get(api('admin/playlists'))).status(), 401)
    const adminOnly = await UserFactory.create()
    await grantPermissions(adminOnly.id, ['admin.access'])
    const session = await signIn(adminOnly)
    assert.equal((await session.post(api('admin/playlists/delete')).json({ ids: [playlist.id] })).status(), 403)
    assert.lengthOf(await db.from('playlists').where('id', playlist.id), 1)
  })
})

test.group('Music admin API: lyrics', () => {
  test('saves plain and synced (LRC) lyrics, which the public lyrics endpoint then serves; lists and deletes', async ({ assert }) => {
    const { session } = await signedInSession({ admin: true })
    const word = uniqueWord('Sing')
    const track = await makeTrack({ name: `${word} song` })

    const empty = await session.get(api(`admin/lyrics/${track.id}`))
    assert.equal(empty.status(), 200)
    assert.containsSubset(empty.body(), { track: { id: track.id, name: `${word} song` }, lyrics: null })

    const plain = await session.put(api(`admin/lyrics/${track.id}`)).json({ is_synced: false, text: 'First line\nSecond line' })
    assert.equal(plain.status(), 200)
    assert.deepEqual(plain.body().lyrics, { is_synced: false, text: 'First line\nSecond line' })

    const synced = await session.put(api(`admin/lyrics/${track.id}`)).json({ is_synced: true, text: '[00:02.00]Second line\n[00:01.00]First line' })
    assert.deepEqual(synced.body().lyrics, { is_synced: true, text: '[00:01.00]First line\n[00:02.00]Second line' })
    const served = (await (await guestSession()).get(api(`lyrics/${track.id}`))).body().lyrics
    assert.deepEqual(served, { track_id: track.id, text: 'First line\nSecond line', is_synced: true, timed: [{ time: 1000, text: 'First line' }, { time: 2000, text: 'Second line' }] })

    const list = await session.get(api(`admin/lyrics?query=${word}&synced=true`))
    assert.containsSubset(list.body().data, [{ track_id: track.id, track_name: `${word} song`, is_synced: true, excerpt: 'First line' }])

    assert.equal((await session.delete(api(`admin/lyrics/${track.id}`))).status(), 204)
    assert.equal((await session.delete(api(`admin/lyrics/${track.id}`))).status(), 404)
    assert.lengthOf(await db.from('lyrics').where('track_id', track.id), 0)
  })

  test('a malformed time stamp is a 422 naming the line; nothing is stored', async ({ assert }) => {
    const { session } = await signedInSession({ admin: true })
    const track = await makeTrack()
    const response = await session.put(api(`admin/lyrics/${track.id}`)).json({ is_synced: true, text: '[00:01.00]Fine\n[00:61.00]Broken' })
    assert.equal(response.status(), 422)
    assert.deepEqual(response.body().errors, { text: ['Line 2: [00:61.00] is not a valid time (seconds must be under 60).'] })
    assert.lengthOf(await db.from('lyrics').where('track_id', track.id), 0)
    assert.equal((await session.put(api('admin/lyrics/987654')).json({ is_synced: false, text: 'x' })).status(), 404)
  })

  test('needs admin.access and music.update', async ({ assert }) => {
    const track = await makeTrack()
    assert.equal((await (await guestSession()).put(api(`admin/lyrics/${track.id}`)).json({ is_synced: false, text: 'x' })).status(), 401)
    const { session } = await signedInSession()
    assert.equal((await session.put(api(`admin/lyrics/${track.id}`)).json({ is_synced: false, text: 'x' })).status(), 403)
    assert.lengthOf(await db.from('lyrics').where('track_id', track.id), 0)
  })
})
