import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { grantPermissions } from '#tests/helpers/permissions'
import { MUSIC_CREATE } from '#plugins/music/permissions'
import { api, signedInSession } from '../helpers/music_session.js'
import { makeAlbum, makeArtist, makePlaylist, makeTrack } from '../helpers/catalogue_factory.js'

/** Each person's stored notifications of a type, oldest first. */
async function notificationsOf(userId: number, type: string) {
  const rows = await db.from('notifications').where({ user_id: userId, type }).orderBy('id')
  return rows.map((row) => JSON.parse(row.data))
}

/** Issue 19: music's notification types, sent from its actions. */
test.group('Music notifications', () => {
  test('publishing a draft album tells every follower of its artist once (fan-out in batches), not its owner, not non-followers', async ({ assert }) => {
    const { user: owner, session } = await signedInSession()
    await grantPermissions(owner.id, [MUSIC_CREATE])
    const artist = await makeArtist({ name: 'Night Tram' })
    await db.table('artist_user').insert({ artist_id: artist.id, user_id: owner.id, created_at: new Date() })
    // More followers than one batch (1,000), so the fan-out walks several.
    const followers = await UserFactory.createMany(3)
    for (let start = 0; start < 1100; start += 275) {
      const rows = Array.from({ length: 275 }, (_, index) => ({ email: `fan${start + index}-${artist.id}@fanout.test`, password: 'x', first_name: `Fan ${start + index}`, created_at: new Date(), updated_at: new Date() }))
      await db.table('users').multiInsert(rows)
    }
    const bulkIds = (await db.from('users').where('email', 'like', `%-${artist.id}@fanout.test`).select('id')).map((row) => Number(row.id))
    // The bulk followers read it in the app only (their email off), so the test does not send 1,100 emails.
    for (let start = 0; start < bulkIds.length; start += 250) {
      await db.table('notification_selections').multiInsert(bulkIds.slice(start, start + 250).map((id) => ({ user_id: id, notif_id: 'music.new_release', database: true, email: false, browser: true })))
    }
    const fans = [...followers.map((person) => person.id), ...bulkIds, owner.id]
    for (let start = 0; start < fans.length; start += 250) {
      await db.table('follows').multiInsert(fans.slice(start, start + 250).map((id) => ({ follower_id: id, followable_type: 'artist', followable_id: artist.id, created_at: new Date() })))
    }
    const bystander = await UserFactory.create()

    const album = await makeAlbum({ name: 'Coastlines', artists: [artist], ownerId: owner.id, public: false })
    await db.from('albums').where('id', album.id).update({ status: 'draft' })
    const track = await makeTrack({ name: 'Tide', artists: [artist], album, ownerId: owner.id, public: false })
    await db.from('tracks').where('id', track.id).update({ status: 'draft', src: 'tracks/test.mp3' })

    assert.equal((await session.post(api(`backstage/albums/${album.id}/publish`))).status(), 200)
    const [received] = await db.from('notifications').where('type', 'music.new_release').whereIn('user_id', [...fans, bystander.id]).count('* as total')
    assert.equal(Number(received.total), fans.length - 1, 'every follower but the owner, once')
    const [data] = await notificationsOf(followers[0].id, 'music.new_release')
    assert.containsSubset(data, { lines: [{ type: 'primary', content: 'Night Tram released Coastlines' }, { content: 'New album' }], mainAction: { action: `/album/${album.id}/night-tram/coastlines`, label: 'Listen' } })
    const emails = await db.from('outgoing_emails').where('subject', 'Night Tram released Coastlines').select('recipient')
    assert.sameMembers(emails.map((email) => email.recipient), followers.map((person) => person.email), 'emailed to those with the email channel on')
    assert.lengthOf(await notificationsOf(owner.id, 'music.new_release'), 0)
    assert.lengthOf(await notificationsOf(bystander.id, 'music.new_release'), 0)

    // Saving the published album again is not a new release.
    assert.equal((await session.post(api(`backstage/albums/${album.id}/publish`))).status(), 200)
    assert.lengthOf(await notificationsOf(followers[0].id, 'music.new_release'), 1)
  })

  test('a new follower is told to the person followed, once; an artist follow to its owners', async ({ assert }) => {
    const { user: fan, session } = await signedInSession({ firstName: 'Ada' })
    const person = await UserFactory.create()
    const owner = await UserFactory.create()
    const artist = await makeArtist({ name: 'Night Tram' })
    await db.table('artist_user').insert({ artist_id: artist.id, user_id: owner.id, created_at: new Date() })

    await session.put(api(`follows/user/${person.id}`))
    await session.put(api(`follows/user/${person.id}`))
    await session.put(api(`follows/artist/${artist.id}`))
    const [followed] = await notificationsOf(person.id, 'music.new_follower')
    assert.lengthOf(await notificationsOf(person.id, 'music.new_follower'), 1, 'following again tells nobody')
    assert.containsSubset(followed, { lines: [{ content: 'Ada followed you' }], mainAction: { action: `/user/${fan.id}/ada` } })
    assert.containsSubset((await notificationsOf(owner.id, 'music.new_follower'))[0], { lines: [{ content: 'Ada followed Night Tram' }] })
  })

  test('a reply tells the comment author; a comment on a track tells its uploader', async ({ assert }) => {
    const uploader = await signedInSession({ firstName: 'Uma' })
    const listener = await signedInSession({ firstName: 'Lea' })
    const track = await makeTrack({ name: 'Tide', ownerId: uploader.user.id })
    const comment = (await listener.session.post(api('comments')).json({ commentable_type: 'track', commentable_id: track.id, content: 'Lovely drop' })).body().comment
    assert.containsSubset((await notificationsOf(uploader.user.id, 'music.track_comment'))[0], { lines: [{ content: 'Lea commented on Tide' }, { content: 'Lovely drop' }], mainAction: { action: `/track/${track.id}/tide` } })

    await uploader.session.post(api('comments')).json({ commentable_type: 'track', commentable_id: track.id, content: 'Thank you!', parent_id: comment.id })
    assert.containsSubset((await notificationsOf(listener.user.id, 'music.comment_reply'))[0], { lines: [{ content: 'Uma replied to your comment' }, { content: 'Thank you!' }] })
    assert.lengthOf(await notificationsOf(uploader.user.id, 'music.track_comment'), 1, 'their own reply does not notify the uploader')
  })

  test('adding tracks to a playlist tells its followers; a decided artist request tells the person', async ({ assert }) => {
    const { user: curator, session } = await signedInSession({ firstName: 'Cleo' })
    const playlist = await makePlaylist(curator.id, { name: 'Road Trip', public: true })
    const follower = await signedInSession()
    assert.equal((await follower.session.put(api(`follows/playlist/${playlist.id}`))).status(), 204)
    const tracks = [await makeTrack(), await makeTrack()]
    assert.equal((await session.post(api(`playlists/${playlist.id}/tracks`)).json({ track_ids: tracks.map((track) => track.id) })).status(), 200)
    assert.containsSubset((await notificationsOf(follower.user.id, 'music.followed_playlist_changed'))[0], { lines: [{ content: 'Cleo added 2 tracks to Road Trip' }] })
    assert.lengthOf(await notificationsOf(curator.id, 'music.followed_playlist_changed'), 0)

    const requester = await signedInSession()
    const sent = await requester.session.post(api('backstage/requests')).json({ type: 'become-artist', artist_name: 'Night Tram', role: 'artist', links: [], message: null })
    assert.equal(sent.status(), 201)
    const { session: admin } = await signedInSession({ admin: true })
    await admin.post(api(`admin/backstage-requests/${sent.body().request.id}/deny`)).json({ reason: 'No proof.' })
    assert.containsSubset((await notificationsOf(requester.user.id, 'music.artist_request_decided'))[0], { lines: [{ content: 'Your request for Night Tram was declined' }, { content: 'No proof.' }], mainAction: { action: '/backstage/requests' } })
  })
})
