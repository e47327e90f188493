import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { grantPermissions } from '#tests/helpers/permissions'
import { MUSIC_CREATE } from '#plugins/music/permissions'
import type { AlbumEditorValues, ArtistEditorValues, EditableAlbum } from '#plugins/music/shared/editor_types'
import { api, guestSession, signedInSession } from '../../helpers/music_session.js'
import { makeAlbum, makeArtist, makeTrack } from '../../helpers/catalogue_factory.js'

async function artistManager() {
  const { user, session } = await signedInSession()
  await grantPermissions(user.id, [MUSIC_CREATE])
  const artist = await makeArtist()
  await db.table('artist_user').insert({ artist_id: artist.id, user_id: user.id, created_at: new Date() })
  return { user, session, artist }
}

function albumValues(overrides: Partial<AlbumEditorValues> = {}): AlbumEditorValues {
  return { name: 'Coastlines', artists: [], tracks: [], genres: [], tags: [], description: null, release_date: null, public: true, ...overrides }
}

function artistValues(overrides: Partial<ArtistEditorValues> = {}): ArtistEditorValues {
  return { name: 'The Tides', biography: null, links: [], genres: [], ...overrides }
}

test.group('Album editor: backstage/albums and admin/albums', () => {
  test('an artist gathers their draft tracks into a new album, in the order given; the order is saved as track numbers', async ({ assert }) => {
    const { user, session, artist } = await artistManager()
    const tracks = []
    for (const name of ['One', 'Two', 'Three']) tracks.push(await makeTrack({ name, artists: [artist], ownerId: user.id, public: false }))
    const order = [tracks[2].id, tracks[0].id, tracks[1].id]
    const response = await session.post(api('backstage/albums')).json(albumValues({ artists: [{ id: artist.id }], tracks: order, release_date: '2026-05-01', genres: ['Ambient'] }))
    assert.equal(response.status(), 201)
    const album: EditableAlbum = response.body().album
    assert.deepEqual(album.tracks.map((track) => [track.id, track.number]), [[order[0], 1], [order[1], 2], [order[2], 3]])
    assert.isTrue(album.draft)
    assert.equal(album.release_date, '2026-05-01')

    // Reordered and one left out: it stays in the catalogue as a single.
    const saved = await session.put(api(`backstage/albums/${album.id}`)).json(albumValues({ artists: [{ id: artist.id }], tracks: [order[1], order[0]] }))
    assert.equal(saved.status(), 200)
    assert.deepEqual(saved.body().album.tracks.map((track: { id: number }) => track.id), [order[1], order[0]])
    const single = await db.from('tracks').where('id', order[2]).first()
    assert.isNull(single.album_id)
    assert.isNull(single.number)
  })

  test('backstage cannot gather someone else’s track, nor open their album', async ({ assert }) => {
    const { user, session, artist } = await artistManager()
    const stranger = await makeArtist()
    const theirs = await makeTrack({ artists: [stranger] })
    const response = await session.post(api('backstage/albums')).json(albumValues({ artists: [{ id: artist.id }], tracks: [theirs.id] }))
    assert.equal(response.status(), 422)
    assert.deepEqual(response.body().errors['tracks.0'], ['Pick one of your own tracks.'])
    assert.isNull(await db.from('albums').where('owner_id', user.id).first(), 'the refused album was not half-created')
    const theirAlbum = await makeAlbum({ artists: [stranger] })
    assert.equal((await session.get(api(`backstage/albums/${theirAlbum.id}`))).status(), 403)
  })

  test('the pickers offer backstage its own tracks and albums only, the admin area every one', async ({ assert }) => {
    const { session, artist } = await artistManager()
    const word = `p${Date.now().toString(36)}`
    const mine = await makeTrack({ name: `${word} mine`, artists: [artist] })
    const theirs = await makeTrack({ name: `${word} theirs`, artists: [await makeArtist()] })
    const ownAlbum = await makeAlbum({ name: `${word} own album`, artists: [artist] })
    await makeAlbum({ name: `${word} other album`, artists: [await makeArtist()] })
    const tracks = await session.get(api('backstage/editor-options/tracks')).qs({ query: word })
    assert.deepEqual(tracks.body().data.map((option: { id: number }) => option.id), [mine.id])
    assert.equal(tracks.body().data[0].detail, artist.name)
    const albums = await session.get(api('backstage/editor-options/albums')).qs({ query: word })
    assert.deepEqual(albums.body().data.map((option: { id: number }) => option.id), [ownAlbum.id])
    const { session: admin } = await signedInSession({ admin: true })
    const all = await admin.get(api('admin/editor-options/tracks')).qs({ query: word })
    assert.sameMembers(all.body().data.map((option: { id: number }) => option.id), [mine.id, theirs.id])
  })

  test('publishing an album publishes its draft tracks with it; an empty album or a track without audio is refused', async ({ assert }) => {
    const { user, session, artist } = await artistManager()
    const album = await makeAlbum({ artists: [artist], ownerId: user.id, public: false })
    await db.from('albums').where('id', album.id).update({ status: 'draft' })
    const empty = await session.post(api(`backstage/albums/${album.id}/publish`))
    assert.equal(empty.status(), 422)
    assert.deepEqual(empty.body().errors.tracks, ['Add tracks to the album before publishing it.'])

    const first = await makeTrack({ name: 'Ready', artists: [artist], album, ownerId: user.id, public: false })
    const second = await makeTrack({ name: 'Silent', artists: [artist], album, ownerId: user.id, public: false })
    await db.from('tracks').whereIn('id', [first.id, second.id]).update({ status: 'draft' })
    await db.from('tracks').where('id', second.id).update({ src: null })
    const silent = await session.post(api(`backstage/albums/${album.id}/publish`))
    assert.equal(silent.status(), 422)
    assert.deepEqual(silent.body().errors.tracks, ['“Silent” has no audio yet.'])

    await db.from('tracks').where('id', second.id).update({ src: 'tracks/test.mp3' })
    const published = await session.post(api(`backstage/albums/${album.id}/publish`))
    assert.equal(published.status(), 200)
    assert.isFalse(published.body().album.draft)
    const rows = await db.from('tracks').whereIn('id', [first.id, second.id])
    assert.isTrue(rows.every((row) => Boolean(row.public) && row.status === 'published'))
    const guest = await guestSession()
    assert.equal((await guest.get(api(`albums/${album.id}`))).status(), 200)
    const audited = await db.from('audit_entries').whereIn('action', ['album.published', 'track.published']).whereIn('subject_id', [String(album.id), String(first.id), String(second.id)])
    assert.lengthOf(audited, 3)
  })
})

test.group('Artist editor: backstage/artists and admin/artists', () => {
  test('an artist edits their page; the verified badge is the admin’s to give', async ({ assert }) => {
    const { session, artist } = await artistManager()
    const response = await session.put(api(`backstage/artists/${artist.id}`)).json(
      artistValues({ biography: 'From the coast.', links: [{ url: 'https://tides.example', title: 'Website' }], genres: ['Indie'], verified: true })
    )
    assert.equal(response.status(), 200)
    assert.deepEqual(response.body().artist.links, [{ url: 'https://tides.example', title: 'Website' }])
    assert.deepEqual(response.body().artist.genres, ['Indie'])
    assert.isFalse(response.body().artist.verified, 'backstage cannot verify itself')

    const { session: admin } = await signedInSession({ admin: true })
    const verified = await admin.put(api(`admin/artists/${artist.id}`)).json(artistValues({ verified: true }))
    assert.isTrue(verified.body().artist.verified)
  })

  test('links must be web addresses; another artist’s page is refused; backstage cannot create artists', async ({ assert }) => {
    const { session, artist } = await artistManager()
    const bad = await session.put(api(`backstage/artists/${artist.id}`)).json(artistValues({ links: [{ url: 'javascript:alert(1)', title: 'x' }] }))
    assert.equal(bad.status(), 422)
    assert.deepEqual(bad.body().errors['links.0.url'], ['Enter a web address starting with http:// or https://.'])
    const other = await makeArtist()
    assert.equal((await session.put(api(`backstage/artists/${other.id}`)).json(artistValues())).status(), 403)
    assert.equal((await session.post(api('backstage/artists')).json(artistValues())).status(), 404)
  })

  test('an admin creates an artist (audited)', async ({ assert }) => {
    const { session } = await signedInSession({ admin: true })
    const response = await session.post(api('admin/artists')).json(artistValues({ name: 'Brand New', verified: true }))
    assert.equal(response.status(), 201)
    assert.isTrue(response.body().artist.verified)
    assert.exists(await db.from('audit_entries').where({ action: 'artist.created', subject_id: String(response.body().artist.id) }).first())
  })
})

test.group('Editor images: {scope}/{kind}/{id}/image', () => {
  test('a cover is checked by its bytes: an HTML file named .png is refused, nothing stored', async ({ assert }) => {
    const { session, artist } = await artistManager()
    const track = await makeTrack({ artists: [artist] })
    const response = await session.post(api(`backstage/tracks/${track.id}/image`)).file('file', Buffer.from('<html><script>alert(1)</script></html>'), { filename: 'cover.png' })
    assert.equal(response.status(), 422)
    assert.deepEqual(response.body().errors.file, ['This file type is not allowed'])
    assert.isNull((await db.from('tracks').where('id', track.id).first()).image)
  })

  test('a PNG becomes the album cover (re-encoded), replacing and then removing it', async ({ assert }) => {
    const sharp = (await import('sharp')).default
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366ff' } }).png().toBuffer()
    const { session, artist } = await artistManager()
    const album = await makeAlbum({ artists: [artist] })
    const stored = await session.post(api(`backstage/albums/${album.id}/image`)).file('file', png, { filename: 'cover.png' })
    assert.equal(stored.status(), 200)
    assert.match(stored.body().image, /covers\/\d+-[\w-]+\.webp$/)
    assert.equal((await db.from('albums').where('id', album.id).first()).image, stored.body().image)
    const removed = await session.delete(api(`backstage/albums/${album.id}/image`))
    assert.equal(removed.status(), 200)
    assert.isNull((await db.from('albums').where('id', album.id).first()).image)
  })
})
