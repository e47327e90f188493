import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ListPage } from '#core/kernel/shared/list_page'
import type { AdminAlbumRow, AdminArtistRow } from '#plugins/music/shared/editor_types'
import { api, guestSession, signedInSession } from '../../helpers/music_session.js'
import { makeAlbum, makeArtist, makeTrack } from '../../helpers/catalogue_factory.js'

const uniqueWord = () => `q${randomUUID().slice(0, 8)}`

test.group('Admin albums and artists lists: GET music/admin/albums, music/admin/artists', () => {
  test('guests 401, listeners 403', async ({ assert }) => {
    const guest = await guestSession()
    const { session } = await signedInSession()
    for (const path of ['admin/albums', 'admin/artists', 'admin/albums/export']) {
      assert.equal((await guest.get(api(path))).status(), 401)
      assert.equal((await session.get(api(path))).status(), 403)
    }
    assert.equal((await session.post(api('admin/artists/delete')).json({ ids: [1] })).status(), 403)
  })

  test('albums: search, draft filter, sort by plays with keyset pages, rows with artist and track count', async ({ assert }) => {
    const word = uniqueWord()
    const artist = await makeArtist({ name: `${word} band` })
    const albums = []
    for (const plays of [30, 20, 10]) albums.push(await makeAlbum({ name: `${word} ${plays}`, artists: [artist], plays }))
    await makeTrack({ album: albums[0] })
    await makeTrack({ album: albums[0] })
    await db.from('albums').where('id', albums[2].id).update({ status: 'draft' })
    const { session } = await signedInSession({ admin: true })

    const first = await session.get(api('admin/albums')).qs({ query: word, sort: 'plays', order: 'desc', perPage: 2 })
    assert.equal(first.status(), 200)
    const page = first.body() as ListPage<AdminAlbumRow>
    assert.deepEqual(page.data.map((row) => row.id), [albums[0].id, albums[1].id])
    assert.equal(page.data[0].artist, artist.name)
    assert.equal(page.data[0].tracks_count, 2)
    const second = (await session.get(api('admin/albums')).qs({ query: word, sort: 'plays', order: 'desc', perPage: 2, cursor: page.pagination.nextCursor! })).body() as ListPage<AdminAlbumRow>
    assert.deepEqual(second.data.map((row) => row.id), [albums[2].id])
    assert.isFalse(second.data[0].public, 'a draft is not public')

    const drafts = (await session.get(api('admin/albums')).qs({ query: word, draft: 'true' })).body() as ListPage<AdminAlbumRow>
    assert.deepEqual(drafts.data.map((row) => row.id), [albums[2].id])
    const csv = await session.get(api('admin/albums/export')).qs({ query: word, sort: 'name', order: 'asc' })
    assert.equal(csv.status(), 200)
    assert.match(csv.header('content-type') ?? '', /text\/csv/)
    assert.lengthOf(csv.text().trim().split('\n'), 4)
  })

  test('artists: verified filter, counts; bulk delete removes them with their credits, audited', async ({ assert }) => {
    const word = uniqueWord()
    const verified = await makeArtist({ name: `${word} one`, verified: true })
    const plain = await makeArtist({ name: `${word} two` })
    const track = await makeTrack({ artists: [plain] })
    const { session } = await signedInSession({ admin: true })
    const filtered = (await session.get(api('admin/artists')).qs({ query: word, verified: 'true' })).body() as ListPage<AdminArtistRow>
    assert.deepEqual(filtered.data.map((row) => row.id), [verified.id])
    const all = (await session.get(api('admin/artists')).qs({ query: word, sort: 'name', order: 'asc' })).body() as ListPage<AdminArtistRow>
    assert.deepEqual(all.data.map((row) => [row.id, row.tracks_count]), [[verified.id, 0], [plain.id, 1]])

    const deleted = await session.post(api('admin/artists/delete')).json({ ids: [plain.id, 999999999] })
    assert.equal(deleted.status(), 200)
    assert.equal(deleted.body().deleted, 1)
    assert.isNull(await db.from('artists').where('id', plain.id).first())
    assert.isNull(await db.from('artist_track').where('artist_id', plain.id).first())
    assert.exists(await db.from('tracks').where('id', track.id).first(), 'the track stays')
    assert.exists(await db.from('audit_entries').where({ action: 'artist.deleted', subject_id: String(plain.id) }).first())
  })

  test('deleting an album keeps its tracks as singles', async ({ assert }) => {
    const album = await makeAlbum()
    const track = await makeTrack({ album })
    const { session } = await signedInSession({ admin: true })
    const response = await session.post(api('admin/albums/delete')).json({ ids: [album.id] })
    assert.equal(response.body().deleted, 1)
    assert.isNull((await db.from('tracks').where('id', track.id).first()).album_id)
  })
})
