import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { dropReads } from '#core/kernel/cache/read_cache'
import { encodeWav } from '#plugins/music/server/audio/wav'
import { processTrackAudio } from '#plugins/music/server/ingest/track_processing'
import { AUDIO_DISK } from '#plugins/music/server/streaming/audio_store'
import { api, guestSession, signedInSession } from '../../helpers/music_session.js'
import { makeAlbum, makeArtist, makeTrack } from '../../helpers/catalogue_factory.js'
import { trackEditorValues } from '../../helpers/track_editor_values.js'

const RATE = 8000

/** A sine of `amplitude` (full scale 1) lasting `seconds`, stored where a track's audio lives. */
async function storedTone(key: string, amplitude: number, seconds: number) {
  const samples = Float32Array.from({ length: RATE * seconds }, (_, i) => amplitude * Math.sin((2 * Math.PI * 440 * i) / RATE))
  await drive.use(AUDIO_DISK).put(key, encodeWav(samples, RATE))
  return key
}

/** The album loudness the documented method gives: the tracks' energies weighted by duration. */
function expectedAlbumGain(tracks: Array<{ loudness: number; seconds: number }>) {
  const seconds = tracks.reduce((sum, track) => sum + track.seconds, 0)
  const energy = tracks.reduce((sum, track) => sum + track.seconds * 10 ** (track.loudness / 10), 0) / seconds
  return -18 - 10 * Math.log10(energy)
}

test.group('ReplayGain: album gain from its tracks, in the player’s track payload', () => {
  test('decoding a track writes its album’s gain and peak; adding a louder track updates them; the album page lists both gains', async ({ assert }) => {
    const album = await makeAlbum({ name: 'Gain Album' })
    const quiet = await makeTrack({ album, duration: 3000, number: 1 })
    const loud = await makeTrack({ album, duration: 1000, number: 2 })
    const unrelated = await makeTrack({ duration: 1000 })
    await db.from('tracks').where('id', quiet.id).update({ src: await storedTone(`tracks/gain-test/${quiet.id}.wav`, 0.1, 3) })
    await db.from('tracks').where('id', loud.id).update({ src: await storedTone(`tracks/gain-test/${loud.id}.wav`, 0.5, 1) })

    await processTrackAudio(quiet.id, { lastAttempt: true })
    const quietRow = await db.from('tracks').where('id', quiet.id).firstOrFail()
    const afterOne = await db.from('albums').where('id', album.id).firstOrFail()
    // One measured track: the album plays at that track's level.
    assert.closeTo(Number(afterOne.replay_gain), Number(quietRow.replay_gain), 0.02)
    assert.closeTo(Number(afterOne.sample_peak), 0.1, 0.005)

    await processTrackAudio(loud.id, { lastAttempt: true })
    const loudRow = await db.from('tracks').where('id', loud.id).firstOrFail()
    const afterTwo = await db.from('albums').where('id', album.id).firstOrFail()
    const expected = expectedAlbumGain([
      { loudness: Number(quietRow.loudness), seconds: 3 },
      { loudness: Number(loudRow.loudness), seconds: 1 },
    ])
    assert.closeTo(Number(afterTwo.replay_gain), expected, 0.02)
    // Between the two tracks' gains, nearer the loud one (energy, not the average of the dB values).
    assert.isBelow(Number(afterTwo.replay_gain), (Number(quietRow.replay_gain) + Number(loudRow.replay_gain)) / 2)
    assert.isAbove(Number(afterTwo.replay_gain), Number(loudRow.replay_gain))
    assert.closeTo(Number(afterTwo.sample_peak), 0.5, 0.005)

    await dropReads()
    const page = await (await guestSession()).get(api(`albums/${album.id}`))
    assert.equal(page.status(), 200)
    const listed = new Map(page.body().album.tracks.map((track: any) => [track.id, track.replay_gain]))
    const loudGain: any = listed.get(loud.id)
    assert.closeTo(loudGain.track_gain, Number(loudRow.replay_gain), 0.02)
    assert.closeTo(loudGain.track_peak, 0.5, 0.005)
    assert.closeTo(loudGain.album_gain, expected, 0.02)
    assert.closeTo(loudGain.album_peak, 0.5, 0.005)

    // A track of no album has its own gain only (never measured here: all null).
    const single = await (await guestSession()).get(api(`tracks/${unrelated.id}`))
    assert.deepEqual(single.body().track.replay_gain, { track_gain: null, track_peak: null, album_gain: null, album_peak: null })
  })

  test('an album being decoded gets its gain once its last queued track is decoded, from all its tracks', async ({ assert }) => {
    const album = await makeAlbum({ name: 'Queued Album' })
    const quiet = await makeTrack({ album, duration: 3000, number: 1 })
    const loud = await makeTrack({ album, duration: 1000, number: 2 })
    await db.from('tracks').where('id', quiet.id).update({ processing: 'queued', src: await storedTone(`tracks/gain-test/${quiet.id}.wav`, 0.1, 3) })
    await db.from('tracks').where('id', loud.id).update({ processing: 'queued', src: await storedTone(`tracks/gain-test/${loud.id}.wav`, 0.5, 1) })

    await processTrackAudio(quiet.id, { lastAttempt: true })
    // The loud track still waits: a gain from the quiet one alone would be wrong for the album.
    const whileQueued = await db.from('albums').where('id', album.id).firstOrFail()
    assert.isNull(whileQueued.replay_gain)

    await processTrackAudio(loud.id, { lastAttempt: true })
    const [quietRow, loudRow] = await Promise.all([quiet.id, loud.id].map((id) => db.from('tracks').where('id', id).firstOrFail()))
    const done = await db.from('albums').where('id', album.id).firstOrFail()
    assert.closeTo(
      Number(done.replay_gain),
      expectedAlbumGain([
        { loudness: Number(quietRow.loudness), seconds: 3 },
        { loudness: Number(loudRow.loudness), seconds: 1 },
      ]),
      0.02
    )
    assert.closeTo(Number(done.sample_peak), 0.5, 0.005)
  })

  test('moving a track to another album through the editor updates both albums’ gains', async ({ assert }) => {
    const { session } = await signedInSession({ admin: true })
    const artist = await makeArtist()
    const first = await makeAlbum({ name: 'Gain Source' })
    const second = await makeAlbum({ name: 'Gain Target' })
    const quiet = await makeTrack({ album: first, artists: [artist], duration: 3000 })
    const loud = await makeTrack({ album: first, artists: [artist], duration: 1000 })
    await db.from('tracks').where('id', quiet.id).update({ loudness: -30, replay_gain: 12, sample_peak: 0.1 })
    await db.from('tracks').where('id', loud.id).update({ loudness: -10, replay_gain: -8, sample_peak: 0.9 })

    const moved = await session.put(api(`admin/tracks/${loud.id}`)).json(trackEditorValues({ name: 'Loud', artists: [{ id: artist.id }], album_id: second.id, number: 1 }))
    assert.equal(moved.status(), 200)
    const source = await db.from('albums').where('id', first.id).firstOrFail()
    const target = await db.from('albums').where('id', second.id).firstOrFail()
    // Each album now holds one measured track: its gain and peak are that track's.
    assert.closeTo(Number(source.replay_gain), 12, 0.01)
    assert.closeTo(Number(source.sample_peak), 0.1, 0.0001)
    assert.closeTo(Number(target.replay_gain), -8, 0.01)
    assert.closeTo(Number(target.sample_peak), 0.9, 0.0001)
  })
})
