import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { UserFactory } from '#database/factories/user_factory'
import { dropReads } from '#core/kernel/cache/read_cache'
import { ingestUploadedAudio } from '#plugins/music/server/ingest/draft_tracks'
import { UnreadableAudioError } from '#plugins/music/server/audio/metadata'
import { albumCover } from '#plugins/music/server/demo/artwork'
import { sha256 } from '#plugins/music/server/import/media_store'
import { encodeWav } from '#plugins/music/server/audio/wav'
import { fixtureWav } from '../import/audio_fixtures.js'
import { makeArtist } from '../../helpers/catalogue_factory.js'

/** Puts bytes on the uploads disk where an upload would have left them. */
async function uploaded(bytes: Uint8Array, name = `incoming/${sha256(bytes).slice(0, 16)}.bin`) {
  await drive.use('uploads').put(name, bytes)
  return name
}

test.group('Ingest: an uploaded file becomes a draft track', () => {
  test('tags, cover, duration on the request path; waveform and loudness by the job; a draft nobody else sees', async ({ assert, client }) => {
    const owner = await UserFactory.create()
    const artist = await makeArtist({ name: 'Ingest Draft Artist' })
    const bytes = fixtureWav(
      { title: 'Draft Song', artist: 'Someone Else', album: 'Draft Album', genre: 'Ingest Genre', trackNumber: 4, cover: { mime: 'image/png', data: albumCover('ingest', 64) }, lyrics: 'la la' },
      21,
      2
    )
    const key = await uploaded(bytes)

    const result = await ingestUploadedAudio({ source: { key, clientName: 'whatever.wav' }, ownerUserId: owner.id, artistId: artist.id, createGenres: false })
    assert.equal(result.outcome, 'created')
    const track = await db.from('tracks').where('id', result.track.id).firstOrFail()
    assert.equal(track.name, 'Draft Song')
    assert.equal(track.number, 4)
    assert.equal(track.duration, 2000)
    assert.equal(track.status, 'draft')
    assert.isFalse(Boolean(track.public))
    assert.equal(track.owner_id, owner.id)
    assert.equal(track.mime, 'audio/wav')
    assert.equal(track.file_hash, sha256(bytes))
    // Copied to its content address: the upload may go, the track keeps its audio.
    assert.equal(track.src, `tracks/${sha256(bytes).slice(0, 2)}/${sha256(bytes)}.wav`)
    assert.equal(sha256(await drive.use('uploads').getBytes(track.src)), sha256(bytes))
    assert.match(track.image, /\/storage\/covers\/[0-9a-f]{32}\.webp$/)
    // Credited to the chosen artist, not to the tag's; a genre nobody created is not made from a tag.
    const credits = await db.from('artist_track').where('track_id', track.id).select('artist_id')
    assert.deepEqual(credits.map((row) => row.artist_id), [artist.id])
    assert.lengthOf(await db.from('artists').where('name', 'Someone Else'), 0)
    assert.lengthOf(await db.from('genres').where('name', 'ingest genre'), 0)
    assert.equal((await db.from('lyrics').where('track_id', track.id).firstOrFail()).text, 'la la')

    // The job ran (the test queue runs jobs where they are dispatched): peaks and loudness stored, ready.
    assert.equal(track.processing, 'ready')
    assert.isNull(track.processing_error)
    const peaks = JSON.parse((await db.from('track_waveforms').where('track_id', track.id).firstOrFail()).peaks)
    assert.lengthOf(peaks, 180)
    // A 0.4 full-scale sine: about -11 LUFS (K-weighting lifts a few hundred Hz hardly at all).
    assert.closeTo(Number(track.loudness), -11, 1.5)
    assert.closeTo(Number(track.replay_gain), -18 - Number(track.loudness), 0.02)
    assert.closeTo(Number(track.sample_peak), 0.4, 0.01)

    // The owner sees the draft; a guest and another listener do not, by id or by search.
    await dropReads()
    const other = await UserFactory.create()
    assert.equal((await client.get(`/api/v1/music/tracks/${track.id}`).loginAs(owner)).status(), 200)
    assert.equal((await client.get(`/api/v1/music/tracks/${track.id}`)).status(), 404)
    assert.equal((await client.get(`/api/v1/music/tracks/${track.id}`).loginAs(other)).status(), 404)
    const found = await client.get('/api/v1/music/search?query=Draft%20Song&type=tracks').loginAs(other)
    assert.notInclude(found.body().pagination.data.map((item: { id: number }) => item.id), track.id)
    const artistPage = await client.get(`/api/v1/music/artists/${artist.id}/tracks`)
    assert.notInclude((artistPage.body().pagination?.data ?? []).map((item: { id: number }) => item.id), track.id)
    assert.equal((await client.get(`/api/v1/music/radio/track/${track.id}`).loginAs(other)).status(), 404)
  })

  test('the same bytes again from the same owner give back the existing track; another owner gets their own', async ({ assert }) => {
    const owner = await UserFactory.create()
    const artist = await makeArtist()
    const bytes = fixtureWav({ title: 'Twice Uploaded' }, 22)
    const first = await ingestUploadedAudio({ source: { key: await uploaded(bytes), clientName: 'a.wav' }, ownerUserId: owner.id, artistId: artist.id, createGenres: false })
    const again = await ingestUploadedAudio({ source: { key: await uploaded(bytes, 'incoming/again.wav'), clientName: 'b.wav' }, ownerUserId: owner.id, artistId: artist.id, createGenres: false })
    assert.equal(again.outcome, 'duplicate')
    assert.equal(again.track.id, first.track.id)
    assert.lengthOf(await db.from('tracks').where('file_hash', sha256(bytes)), 1)

    const someoneElse = await UserFactory.create()
    const theirs = await ingestUploadedAudio({ source: { key: await uploaded(bytes), clientName: 'c.wav' }, ownerUserId: someoneElse.id, artistId: artist.id, createGenres: false })
    assert.equal(theirs.outcome, 'created')
    assert.notEqual(theirs.track.id, first.track.id)
  })

  test('a title from the file name when the tags have none; artists from tags when no artist is given', async ({ assert }) => {
    const owner = await UserFactory.create()
    const bytes = encodeWav(new Float32Array(8000 * 2).map((_, i) => 0.3 * Math.sin(i / 3)), 8000)
    const result = await ingestUploadedAudio({ source: { key: await uploaded(bytes), clientName: 'My Folder/07 - Untagged Tune.wav' }, ownerUserId: owner.id, artistId: null, createGenres: false })
    assert.equal(result.track.name, '07 - Untagged Tune')
    const credits = await db.from('artist_track').join('artists', 'artists.id', 'artist_track.artist_id').where('track_id', result.track.id).select('name')
    assert.deepEqual(credits.map((row) => row.name), ['Unknown artist'])
  })

  test('what is not audio, or is cut short, is refused with its reason and nothing is stored', async ({ assert }) => {
    const owner = await UserFactory.create()
    const artist = await makeArtist()
    const cases: Array<[Uint8Array, RegExp]> = [
      [Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'), /Not an audio file/],
      [Buffer.alloc(0), /The file is empty/],
      [encodeWav(new Float32Array(16_000).fill(0.3), 8000).subarray(0, 100), /Truncated WAV data/],
      [encodeWav(new Float32Array(800).fill(0.3), 8000), /Too short to be a track/],
    ]
    const before = Number((await db.from('tracks').count('* as total').first()).total)
    for (const [index, [bytes, reason]] of cases.entries()) {
      // Named .mp3 whatever they hold: the content decides.
      const key = await uploaded(bytes, `incoming/bad-${index}.mp3`)
      await assert.rejects(() => ingestUploadedAudio({ source: { key, clientName: 'song.mp3' }, ownerUserId: owner.id, artistId: artist.id, createGenres: false }), reason)
      await assert.rejects(() => ingestUploadedAudio({ source: { key, clientName: 'song.mp3' }, ownerUserId: owner.id, artistId: artist.id, createGenres: false }), UnreadableAudioError)
    }
    assert.equal(Number((await db.from('tracks').count('* as total').first()).total), before)
  })

  test('a file whose headers pass but whose audio does not decode is marked failed with the reason, and never played', async ({ assert }) => {
    const owner = await UserFactory.create()
    const artist = await makeArtist()
    // The fixture's first third, then zeros where its frames were: the size still promises 2 s, under a second decodes.
    const cut = await readFile(app.makePath('plugins/music/tests/fixtures/audio/tone.mp3'))
    cut.fill(0, Math.round(cut.length / 3))
    const result = await ingestUploadedAudio({ source: { key: await uploaded(cut, 'incoming/cut.mp3'), clientName: 'cut.mp3' }, ownerUserId: owner.id, artistId: artist.id, createGenres: false })
    assert.equal(result.outcome, 'created')
    const track = await db.from('tracks').where('id', result.track.id).firstOrFail()
    assert.equal(track.processing, 'failed')
    assert.match(track.processing_error, /^Too short to be a track \(\d+ ms decoded\)$/)
    assert.isFalse(Boolean(track.public))
    assert.lengthOf(await db.from('track_waveforms').where('track_id', track.id), 0)
  })
})
