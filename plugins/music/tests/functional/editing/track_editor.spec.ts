import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { grantPermissions } from '#tests/helpers/permissions'
import { MUSIC_CREATE } from '#plugins/music/permissions'
import type { EditableTrack } from '#plugins/music/shared/editor_types'
import { api, guestSession, signedInSession } from '../../helpers/music_session.js'
import { makeAlbum, makeArtist, makeTrack } from '../../helpers/catalogue_factory.js'
import { trackEditorValues as values } from '../../helpers/track_editor_values.js'
import { PermissionResolver } from '#core/accounts/server/services/permission_resolver'
import { dropReads } from '#core/kernel/cache/read_cache'

/** Someone approved as the artist's manager: music.create and an artist_user row. */
async function artistManager() {
  const { user, session } = await signedInSession()
  await grantPermissions(user.id, [MUSIC_CREATE])
  const artist = await makeArtist()
  await db.table('artist_user').insert({ artist_id: artist.id, user_id: user.id, created_at: new Date() })
  return { user, session, artist }
}

test.group('Track editor: backstage/tracks and admin/tracks', () => {
  test('guests get 401, listeners without music.create 403, on every backstage route', async ({ assert }) => {
    const track = await makeTrack()
    const guest = await guestSession()
    assert.equal((await guest.post(api('backstage/tracks')).json(values())).status(), 401)
    const { session } = await signedInSession()
    assert.equal((await session.post(api('backstage/tracks')).json(values())).status(), 403)
    assert.equal((await session.get(api(`backstage/tracks/${track.id}`))).status(), 403)
    assert.equal((await session.put(api(`admin/tracks/${track.id}`)).json(values())).status(), 403)
  })

  test('an artist creates a draft track with a new featured artist, genres, tags and synced lyrics: all stored, audited', async ({ assert }) => {
    const { user, session, artist } = await artistManager()
    const response = await session.post(api('backstage/tracks')).json(
      values({
        artists: [{ id: artist.id }, { name: 'Guest Singer' }],
        genres: ['Synth Pop'],
        tags: ['night'],
        number: 2,
        release_date: '2026-03-01',
        description: '  A song for the road.  ',
        lyrics: { is_synced: true, text: '[00:01.00]First line\n[00:04.50]Second line' },
        allow_download: true,
      })
    )
    assert.equal(response.status(), 201)
    const track: EditableTrack = response.body().track
    assert.isTrue(track.draft, 'typed-in tracks start as drafts')
    assert.isFalse(track.public, 'a draft is private')
    assert.deepEqual(track.artists.map((credit) => credit.name), [artist.name, 'Guest Singer'])
    assert.deepEqual(track.genres, ['Synth Pop'])
    assert.deepEqual(track.tags, ['night'])
    assert.equal(track.release_date, '2026-03-01')
    assert.equal(track.description, 'A song for the road.')
    assert.deepEqual(track.lyrics, { is_synced: true, text: '[00:01.00]First line\n[00:04.50]Second line' })
    const row = await db.from('tracks').where('id', track.id).first()
    assert.equal(row.owner_id, user.id)
    assert.isTrue(Boolean(row.allow_download))
    const guestArtist = track.artists[1]
    assert.exists(await db.from('artist_user').where({ artist_id: guestArtist.id, user_id: user.id }).first(), 'the artist created from backstage is its creator’s')
    const audit = await db.from('audit_entries').where({ subject_type: 'track', subject_id: String(track.id) }).select('action')
    assert.deepEqual(audit.map((entry) => entry.action), ['track.created'])
  })

  test('backstage must credit one of its own artists, and may not touch others’ tracks or albums', async ({ assert }) => {
    const { session } = await artistManager()
    const stranger = await makeArtist()
    const refused = await session.post(api('backstage/tracks')).json(values({ artists: [{ id: stranger.id }] }))
    assert.equal(refused.status(), 422)
    assert.deepEqual(refused.body().errors.artists, ['Credit one of your own artists.'])

    const theirs = await makeTrack({ artists: [stranger] })
    assert.equal((await session.get(api(`backstage/tracks/${theirs.id}`))).status(), 403)
    assert.equal((await session.put(api(`backstage/tracks/${theirs.id}`)).json(values({ artists: [{ id: stranger.id }] }))).status(), 403)
    assert.equal((await session.post(api(`backstage/tracks/${theirs.id}/publish`))).status(), 403)
    assert.equal((await session.get(api('backstage/tracks/999999999'))).status(), 404)
    const { artist } = await artistManager()
    const theirAlbum = await makeAlbum({ artists: [stranger] })
    const mine = await makeTrack({ artists: [artist] })
    // `session` manages another artist; a third person's album is refused by field.
    const own = await artistManager()
    const ownTrack = await makeTrack({ artists: [own.artist] })
    const albumRefused = await own.session.put(api(`backstage/tracks/${ownTrack.id}`)).json(values({ artists: [{ id: own.artist.id }], album_id: theirAlbum.id }))
    assert.equal(albumRefused.status(), 422)
    assert.deepEqual(albumRefused.body().errors.album_id, ['Pick one of your own albums.'])
    assert.equal((await own.session.get(api(`backstage/tracks/${mine.id}`))).status(), 403)
  })

  test('a bad LRC time stamp is a 422 on lyrics.text and nothing is saved', async ({ assert }) => {
    const { session, artist } = await artistManager()
    const track = await makeTrack({ name: 'Before', artists: [artist] })
    const response = await session.put(api(`backstage/tracks/${track.id}`)).json(values({ name: 'After', artists: [{ id: artist.id }], lyrics: { is_synced: true, text: '[00:01.00]Fine\nno stamp here' } }))
    assert.equal(response.status(), 422)
    assert.deepEqual(Object.keys(response.body().errors), ['lyrics.text'])
    assert.match(response.body().errors['lyrics.text'][0], /^Line 2 /)
    assert.equal((await db.from('tracks').where('id', track.id).first()).name, 'Before', 'the transaction rolled back')
  })

  test('validation: empty name, no artist, a malformed date', async ({ assert }) => {
    const { session } = await artistManager()
    const response = await session.post(api('backstage/tracks')).json({ ...values({ name: '  ' }), release_date: '03/01/2026' })
    assert.equal(response.status(), 422)
    assert.deepEqual(response.body().errors.name, ['Give it a name.'])
    assert.deepEqual(response.body().errors.artists, ['Credit at least one artist.'])
    assert.deepEqual(response.body().errors.release_date, ['Enter a date as YYYY-MM-DD.'])
  })

  test('publishing a draft makes it public at once (guests get its page); a draft without audio is refused', async ({ assert }) => {
    const { user, session, artist } = await artistManager()
    const word = `w${Date.now().toString(36)}`
    const track = await makeTrack({ name: `${word} single`, artists: [artist], public: false, ownerId: user.id })
    await db.from('tracks').where('id', track.id).update({ status: 'draft' })
    const guest = await guestSession()
    const before = await guest.get(api(`tracks/${track.id}`))
    assert.equal(before.status(), 404, 'a draft is nobody else’s to see')

    const published = await session.post(api(`backstage/tracks/${track.id}/publish`))
    assert.equal(published.status(), 200)
    assert.isFalse(published.body().track.draft)
    assert.isTrue(published.body().track.public)
    assert.equal((await guest.get(api(`tracks/${track.id}`))).status(), 200)

    const silent = await makeTrack({ artists: [artist], public: false, ownerId: user.id })
    await db.from('tracks').where('id', silent.id).update({ status: 'draft', src: null })
    const refused = await session.post(api(`backstage/tracks/${silent.id}/publish`))
    assert.equal(refused.status(), 422)
    assert.deepEqual(refused.body().errors.track, ['Upload the track’s audio before publishing it.'])
  })

  test('while a draft, saving keeps it private whatever visibility is sent', async ({ assert }) => {
    const { user, session, artist } = await artistManager()
    const track = await makeTrack({ artists: [artist], public: false, ownerId: user.id })
    await db.from('tracks').where('id', track.id).update({ status: 'draft' })
    const response = await session.put(api(`backstage/tracks/${track.id}`)).json(values({ artists: [{ id: artist.id }], public: true }))
    assert.equal(response.status(), 200)
    assert.isFalse(response.body().track.public)
  })

  test('an admin edits anyone’s track from admin/tracks (audited) and the editor options list every artist', async ({ assert }) => {
    const { session } = await signedInSession({ admin: true })
    const artist = await makeArtist({ name: `Zed ${Date.now()}` })
    const track = await makeTrack({ artists: [artist] })
    const response = await session.put(api(`admin/tracks/${track.id}`)).json(values({ name: 'Renamed', artists: [{ id: artist.id }], public: false }))
    assert.equal(response.status(), 200)
    assert.equal(response.body().track.name, 'Renamed')
    assert.isFalse(response.body().track.public)
    const audit = await db.from('audit_entries').where({ subject_type: 'track', subject_id: String(track.id), action: 'track.updated' }).first()
    assert.exists(audit)
    const options = await session.get(api('admin/editor-options/artists')).qs({ query: artist.name })
    assert.deepEqual(options.body().data.map((option: { id: number }) => option.id), [artist.id])
  })
})

test.group('Upload allowance: GET {scope}/upload-allowance', () => {
  test('tracks left from music.create’s count, less the tracks owned; unlimited is null', async ({ assert }) => {
    const { user, session } = await artistManager()
    assert.isNull((await session.get(api('backstage/upload-allowance'))).body().tracks_left)
    const permission = await db.from('permissions').where('name', MUSIC_CREATE).first()
    const grant = await db.from('role_permissions').join('user_roles', 'user_roles.role_id', 'role_permissions.role_id').where('user_roles.user_id', user.id).where('role_permissions.permission_id', permission.id).select('role_permissions.role_id').first()
    await db.from('role_permissions').where({ role_id: grant.role_id, permission_id: permission.id }).update({ restrictions: JSON.stringify([{ name: 'count', value: 3 }]) })
    await PermissionResolver.forgetCachedRoles()
    await dropReads()
    await makeTrack({ ownerId: user.id })
    const response = await session.get(api('backstage/upload-allowance'))
    assert.equal(response.status(), 200)
    assert.equal(response.body().tracks_left, 2)
    assert.isNumber(response.body().max_file_size)
    const guest = await guestSession()
    assert.equal((await guest.get(api('backstage/upload-allowance'))).status(), 401)
  })
})
