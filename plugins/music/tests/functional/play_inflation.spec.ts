import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { guestSession, signedInSession } from '../helpers/music_session.js'
import { makeAlbum, makeArtist } from '../helpers/catalogue_factory.js'
import { makeStreamableTrack, reportPlay, startListening, wait } from '../helpers/listening.js'

const countedPlays = async (trackId: number) =>
  Number((await db.from('plays').where('track_id', trackId).count('* as total'))[0].total)

/**
 * What a script gets from POST tracks/{id}/plays: the server counts what
 * it served, not what the client says, and caps what one address adds.
 */
test.group('Music API: play counts cannot be inflated', () => {
  test('fresh cookies from one address: one stream is one counted play', async ({ assert }) => {
    const track = await makeStreamableTrack()
    // 30 "new visitors" each report a listen without any audio: nothing counts.
    const strangers = await Promise.all(Array.from({ length: 30 }, () => guestSession()))
    const unstreamed = await Promise.all(strangers.map((guest) => reportPlay(guest, track, 30_000)))
    assert.deepEqual(
      [...new Set(unstreamed.map((response) => response.body().reason))],
      ['not_streamed']
    )

    // All of them fetch the audio, wait out the listen and report: the address heard it once.
    await Promise.all(strangers.map((guest) => startListening(guest, track)))
    await wait()
    const reports = await Promise.all(strangers.map((guest) => reportPlay(guest, track, 30_000)))
    assert.equal(reports.filter((response) => response.body().counted === true).length, 1)
    assert.equal(await countedPlays(track.id), 1)
  })

  test('the time listened is the server’s: never more than since the audio was first served', async ({
    assert,
  }) => {
    const { session } = await signedInSession()
    const track = await makeStreamableTrack()
    await startListening(session, track)
    await wait()
    assert.isTrue((await reportPlay(session, track, 86_400_000)).body().counted)
    const play = await db.from('plays').where('track_id', track.id).firstOrFail()
    assert.isAtLeast(play.listened_ms, 1000)
    assert.isBelow(play.listened_ms, 10_000)
  })

  test('at most 10 plays of a track are counted per address and hour', async ({ assert }) => {
    const track = await makeStreamableTrack()
    const listeners = await Promise.all(Array.from({ length: 12 }, () => signedInSession()))
    await Promise.all(listeners.map(({ session }) => startListening(session, track)))
    await wait()
    const statuses = []
    for (const { session } of listeners)
      statuses.push((await reportPlay(session, track, 30_000)).status())
    assert.deepEqual(statuses, [...Array(10).fill(200), 429, 429])
    assert.equal(await countedPlays(track.id), 10)
  })

  test('plays by the track’s owner or the people behind its artist are marked as their own', async ({
    assert,
  }) => {
    const owner = await signedInSession()
    const manager = await signedInSession()
    const fan = await signedInSession()
    const artist = await makeArtist()
    await db.table('artist_user').insert({ artist_id: artist.id, user_id: manager.user.id })
    const album = await makeAlbum({ artists: [artist] })
    const track = await makeStreamableTrack({ album, artists: [artist], ownerId: owner.user.id })
    await Promise.all([owner, manager, fan].map(({ session }) => startListening(session, track)))
    await wait()
    for (const { session } of [owner, manager, fan])
      assert.isTrue((await reportPlay(session, track, 30_000)).body().counted)
    const plays = await db.from('plays').where('track_id', track.id).select('user_id', 'self_play')
    const selfPlays = Object.fromEntries(
      plays.map((play) => [play.user_id, Boolean(play.self_play)])
    )
    assert.deepEqual(selfPlays, {
      [owner.user.id]: true,
      [manager.user.id]: true,
      [fan.user.id]: false,
    })
  })

  test('a listen that was served counts once, however often it is reported', async ({ assert }) => {
    const { session } = await signedInSession()
    const track = await makeStreamableTrack()
    await startListening(session, track)
    await wait()
    const reports = await Promise.all(
      Array.from({ length: 5 }, () => reportPlay(session, track, 30_000))
    )
    assert.equal(reports.filter((response) => response.body().counted === true).length, 1)
    assert.equal(await countedPlays(track.id), 1)
  })
})
