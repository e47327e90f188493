import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type User from '#core/accounts/server/models/user'
import { PermissionResolver } from '#core/accounts/server/services/permission_resolver'
import { dropReads } from '#core/kernel/cache/read_cache'
import { MUSIC_VIEW } from '#plugins/music/permissions'
import { makeAlbum, makeArtist, makeTrack } from '#plugins/music/tests/helpers/catalogue_factory'
import { SubsonicListeners } from '#plugins/music/tests/helpers/subsonic_listeners'
import type Track from '#plugins/music/server/models/track'
import { replaceTracks } from '#plugins/music/server/services/playlists/playlist_actions'

/** Playlists through the Subsonic API: the web's playlists, rights and plan count (helpers/subsonic_client.ts checks every answer against the schema). */
test.group('Subsonic API: playlists', (group) => {
  let owner: User
  let collaborator: User
  let stranger: User
  const listeners = new SubsonicListeners()
  let first: Track
  let second: Track
  let third: Track
  let strangersTrack: Track

  group.setup(async () => {
    ;[owner, collaborator, stranger] = await listeners.create(3)
    const artist = await makeArtist({ name: 'Playlist Quartet' })
    const album = await makeAlbum({ name: 'Mixtape Rest', artists: [artist] })
    first = await makeTrack({ name: 'Opener', album, artists: [artist], number: 1, duration: 61_000 })
    second = await makeTrack({ name: 'Middle', album, artists: [artist], number: 2, duration: 120_000 })
    third = await makeTrack({ name: 'Closer', album, artists: [artist], number: 3, duration: 30_000 })
    strangersTrack = await makeTrack({ name: 'Stranger Sketch', album, artists: [artist], number: 4, public: false, ownerId: stranger.id })
  })

  group.teardown(async () => {
    await db.from('albums').where('name', 'Mixtape Rest').delete()
    await db.from('artists').where('name', 'Playlist Quartet').delete()
  })

  const storedTracks = async (playlistId: string) =>
    (await db.from('playlist_track').where('playlist_id', Number(playlistId)).orderBy('position').select('track_id')).map((row) => row.track_id)

  test('an app creates a playlist, renames, fills, trims and deletes it; Cadenza stores each change', async ({ assert }) => {
    const api = listeners.app(owner)
    const { playlist } = await api.createPlaylist({ name: 'Road trip', songId: [`tr-${first.id}`, `tr-${second.id}`] } as never)
    assert.equal(playlist.name, 'Road trip')
    assert.equal(playlist.owner, owner.email)
    assert.isFalse(playlist.public)
    assert.equal(playlist.songCount, 2)
    assert.equal(playlist.duration, 181)
    assert.deepEqual(playlist.entry!.map((song) => song.title), ['Opener', 'Middle'])
    assert.deepEqual(await storedTracks(playlist.id), [first.id, second.id])

    await api.updatePlaylist({ playlistId: playlist.id, name: 'Road trip 2', comment: 'For the drive', public: true, songIdToAdd: [`tr-${third.id}`], songIndexToRemove: [0] } as never)
    const stored = await db.from('playlists').where('id', Number(playlist.id)).firstOrFail()
    assert.equal(stored.name, 'Road trip 2')
    assert.equal(stored.description, 'For the drive')
    assert.isTrue(Boolean(stored.public))
    assert.deepEqual(await storedTracks(playlist.id), [second.id, third.id])

    // createPlaylist with playlistId replaces the songs.
    const replaced = await api.createPlaylist({ playlistId: playlist.id, songId: [`tr-${first.id}`] } as never)
    assert.deepEqual(replaced.playlist.entry!.map((song) => song.title), ['Opener'])
    assert.deepEqual(await storedTracks(playlist.id), [first.id])

    const { playlists } = await api.getPlaylists()
    const listed = playlists.playlist!.find((item) => item.id === playlist.id)!
    assert.equal(listed.name, 'Road trip 2')
    assert.equal(listed.songCount, 1)
    assert.equal(listed.duration, 61)

    await api.deletePlaylist({ id: playlist.id })
    assert.notExists(await db.from('playlists').where('id', Number(playlist.id)).first())
    assert.equal((await listeners.call(owner, 'getPlaylist', { id: playlist.id })).body.error.code, 70)
  })

  test('replacing the songs is one transaction: a refused song leaves the list as it was', async ({ assert }) => {
    const { playlist } = await listeners.app(owner).createPlaylist({ name: 'Kept whole', songId: [`tr-${first.id}`, `tr-${second.id}`] } as never)
    // createPlaylist checks the songs first; the action checks them again in its transaction (a song may turn private in between).
    await assert.rejects(() => replaceTracks(Number(playlist.id), { userId: owner.id }, [third.id, strangersTrack.id]))
    assert.deepEqual(await storedTracks(playlist.id), [first.id, second.id])
    const row = await db.from('playlists').where('id', Number(playlist.id)).select('tracks_count').firstOrFail()
    assert.equal(Number(row.tracks_count), 2)
  })

  test('private playlists of others never show; only owners manage, collaborators add', async ({ assert }) => {
    const { playlist } = await listeners.app(owner).createPlaylist({ name: 'Private mix', songId: [`tr-${first.id}`] } as never)

    const peek = await listeners.call(stranger, 'getPlaylist', { id: playlist.id })
    assert.equal(peek.body.error.code, 70)
    assert.deepEqual(peek.problems, [])
    assert.notInclude(((await listeners.app(stranger).getPlaylists()).playlists.playlist ?? []).map((item) => item.id), playlist.id)
    assert.equal((await listeners.call(stranger, 'updatePlaylist', { playlistId: playlist.id, name: 'Mine now' })).body.error.code, 70)
    assert.equal((await listeners.call(stranger, 'deletePlaylist', { id: playlist.id })).body.error.code, 70)
    assert.equal((await listeners.call(stranger, 'getPlaylists', { username: owner.email })).body.error.code, 50)

    // A collaborator sees it and adds while it is collaborative, but cannot rename, remove or delete.
    await db.table('playlist_user').insert({ playlist_id: Number(playlist.id), user_id: collaborator.id, role: 'collaborator', created_at: new Date() })
    await db.from('playlists').where('id', Number(playlist.id)).update({ collaborative: true })
    const seen = (await listeners.app(collaborator).getPlaylists()).playlists.playlist!.find((item) => item.id === playlist.id)!
    assert.notEqual(seen.owner, owner.email, "someone else's email is never shown")
    assert.equal((await listeners.call(collaborator, 'updatePlaylist', { playlistId: playlist.id, songIdToAdd: `tr-${second.id}` })).body.status, 'ok')
    assert.deepEqual(await storedTracks(playlist.id), [first.id, second.id])
    assert.equal((await listeners.call(collaborator, 'updatePlaylist', { playlistId: playlist.id, songIndexToRemove: '0' })).body.error.code, 50)
    assert.equal((await listeners.call(collaborator, 'deletePlaylist', { id: playlist.id })).body.error.code, 50)
    assert.exists(await db.from('playlists').where('id', Number(playlist.id)).first())
  })

  test('mistakes: missing name, unknown or hidden songs, bad ids and indexes; nothing half-made is stored', async ({ assert }) => {
    const count = async () => Number((await db.from('playlists').where('owner_id', owner.id).count('* as total').first()).total)
    const before = await count()
    const missing = await listeners.call(owner, 'createPlaylist', {})
    assert.equal(missing.body.error.code, 10)
    assert.deepEqual(missing.problems, [])
    assert.equal((await listeners.call(owner, 'createPlaylist', { name: 'Sneaky', songId: `tr-${strangersTrack.id}` })).body.error.code, 70)
    assert.equal((await listeners.call(owner, 'createPlaylist', { name: 'x'.repeat(101) })).body.error.code, 0)
    assert.equal(await count(), before)
    assert.equal((await listeners.call(owner, 'getPlaylist', { id: 'abc' })).body.error.code, 70)
    assert.equal((await listeners.call(owner, 'getPlaylist', {})).body.error.code, 10)

    const { playlist } = await listeners.app(owner).createPlaylist({ name: 'Careful' })
    assert.equal((await listeners.call(owner, 'updatePlaylist', { playlistId: playlist.id, songIndexToRemove: 'first' })).body.error.code, 0)
    assert.equal((await listeners.call(owner, 'updatePlaylist', { playlistId: playlist.id, songIdToAdd: `tr-${strangersTrack.id}` })).body.error.code, 0)
    assert.deepEqual(await storedTracks(playlist.id), [])
  })

  test("the plan's playlist count applies (error 50)", async ({ assert }) => {
    const [limited] = await listeners.create(1)
    const permission = await db.from('permissions').where('name', MUSIC_VIEW).firstOrFail()
    await db.table('user_permissions').insert({ user_id: limited.id, permission_id: permission.id, restrictions: JSON.stringify([{ name: 'playlists', value: 1 }]) })
    PermissionResolver.forgetCachedRoles()
    await dropReads()

    assert.equal((await listeners.call(limited, 'createPlaylist', { name: 'The one' })).body.status, 'ok')
    const over = await listeners.call(limited, 'createPlaylist', { name: 'One too many' })
    assert.equal(over.body.error.code, 50)
    assert.equal(over.body.error.message, 'You can create up to 1 playlist. Delete one to make room.')
    assert.lengthOf(await db.from('playlists').where('owner_id', limited.id), 1)
  })
})
