import { test } from '@japa/runner'
import { copyFile, mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { albumCover } from '#plugins/music/server/demo/artwork'
import { sha256 } from '#plugins/music/server/import/media_store'
import { toDay } from '#plugins/music/server/services/shared/time'
import { encodeWav } from '#plugins/music/server/audio/wav'
import { pngClaiming } from '#tests/helpers/images'
import { writeFixtureWav } from './audio_fixtures.js'
import { countQueries } from '../../helpers/query_counter.js'

async function musicImport(folder: string) {
  const ace = await app.container.make('ace')
  ace.ui.switchMode('raw')
  try {
    const command = await ace.exec('music:import', [folder])
    const logs = command.logger.getLogs().map((log) => log.message)
    return { exitCode: command.exitCode, logs: logs.join('\n') }
  } finally {
    ace.ui.switchMode('normal')
  }
}

const ARTIST = 'Importer Test Band'
const GUEST = 'Importer Guest Singer'
const ALBUM = 'Importer Test Album'
const SCRIPT_TITLE = '<script>alert("x")</script>'

/**
 * A library like people have: an album folder (tracks 1 and 2, a cover.png
 * beside them instead of embedded artwork), a loose single whose title is a
 * script tag, a copy of track 1 in another folder, a corrupt "mp3" and a
 * text file that is not audio at all.
 */
async function makeLibrary() {
  const root = await mkdtemp(join(tmpdir(), 'cadenza-import-'))
  await mkdir(join(root, ALBUM))
  await mkdir(join(root, 'spare copies'))
  const album = { album: ALBUM, artist: ARTIST, albumArtist: ARTIST, genre: 'Test Rock; Test Blues', year: 2021 }
  const one = await writeFixtureWav(join(root, ALBUM, '01.wav'), { ...album, title: 'First Song', trackNumber: 1, lyrics: 'Hello\nWorld' }, 1, 2)
  const two = await writeFixtureWav(join(root, ALBUM, '02.wav'), { ...album, title: 'Second Song', artist: `${ARTIST} feat. ${GUEST}`, trackNumber: 2 }, 2)
  await writeFile(join(root, ALBUM, 'cover.png'), albumCover('import test', 32))
  const single = await writeFixtureWav(join(root, 'single.wav'), { title: SCRIPT_TITLE, artist: GUEST, genre: 'Test Rock' }, 3)
  await copyFile(join(root, ALBUM, '01.wav'), join(root, 'spare copies', 'first-copy.wav'))
  await writeFile(join(root, 'spare copies', 'broken.mp3'), Buffer.alloc(3000, 0x5a))
  await writeFile(join(root, 'notes.txt'), 'not audio')
  return { root, hashes: [one, two, single].map((bytes) => sha256(bytes)) }
}

async function importedTracks(hashes: string[]) {
  return db.from('tracks').whereIn('file_hash', hashes).orderBy('id').select('*')
}

test.group('node ace music:import', (group) => {
  let library: Awaited<ReturnType<typeof makeLibrary>>

  group.setup(async () => {
    library = await makeLibrary()
  })

  group.teardown(async () => {
    await db.from('tracks').whereIn('name', ['First Song', 'Second Song', SCRIPT_TITLE]).delete()
    await db.from('albums').where('name', ALBUM).delete()
    await db.from('artists').whereIn('name', [ARTIST, GUEST]).delete()
    await db.from('genres').whereIn('name', ['test rock', 'test blues']).delete()
  })

  test('imports the audio files, skips the duplicate, reports the broken file and prints a summary', async ({ assert }) => {
    const { exitCode, logs } = await musicImport(library.root)
    assert.equal(exitCode, 0)
    assert.include(logs, 'Scanned 5 audio file(s)')
    assert.include(logs, 'Imported: 3, updated: 0, skipped: 1, failed: 1')
    assert.match(logs, /spare copies\/first-copy\.wav.*skipped.*Duplicate of Importer Test Album\/01\.wav/)
    assert.match(logs, /spare copies\/broken\.mp3.*failed/)
    assert.notInclude(logs, 'notes.txt')

    const tracks = await importedTracks(library.hashes)
    assert.deepEqual(
      tracks.map((track) => [track.name, track.number, track.mime]),
      [
        ['First Song', 1, 'audio/wav'],
        ['Second Song', 2, 'audio/wav'],
        [SCRIPT_TITLE, null, 'audio/wav'],
      ]
    )
    assert.equal(tracks[0].duration, 2000)
    assert.equal(tracks[0].bitrate, 8000 * 16)

    // The audio is on the uploads disk, under tracks/, byte for byte.
    for (const track of tracks) {
      assert.match(track.src, /^tracks\/[0-9a-f]{2}\/[0-9a-f]{64}\.wav$/)
      assert.equal(sha256(await drive.use('uploads').getBytes(track.src)), track.file_hash)
    }

    // One album by the band with both songs, the cover from cover.png, the year as release date.
    const album = await db.from('albums').where('name', ALBUM).firstOrFail()
    assert.equal(tracks[0].album_id, album.id)
    assert.equal(tracks[1].album_id, album.id)
    assert.isNull(tracks[2].album_id)
    assert.match(album.image, /\/storage\/covers\/[0-9a-f]{32}\.webp$/)
    assert.equal(toDay(album.release_date), '2021-01-01')
    const albumArtists = await db.from('album_artist').join('artists', 'artists.id', 'album_artist.artist_id').where('album_id', album.id).select('name')
    assert.deepEqual(albumArtists.map((row) => row.name), [ARTIST])

    // "feat." credits a second artist; the guest's single reuses the same artist row.
    const credits = await db.from('artist_track').join('artists', 'artists.id', 'artist_track.artist_id').where('track_id', tracks[1].id).orderBy('position').select('name')
    assert.deepEqual(credits.map((row) => row.name), [ARTIST, GUEST])
    assert.lengthOf(await db.from('artists').where('name', GUEST), 1)

    // Genres from tags, linked to tracks and the album; the script tag is stored as plain text.
    const genres = await db.from('genres').whereIn('name', ['test rock', 'test blues']).orderBy('name').select('name', 'display_name')
    assert.deepEqual(genres.map((genre) => genre.display_name), ['Test Blues', 'Test Rock'])
    const linked = await db.from('genreables').whereIn('genreable_id', [album.id]).where('genreable_type', 'album')
    assert.lengthOf(linked, 2)
    assert.equal(tracks[2].name, '<script>alert("x")</script>')

    // Waveforms from the PCM, lyrics from the tags.
    const waveform = await db.from('track_waveforms').where('track_id', tracks[0].id).firstOrFail()
    const peaks = JSON.parse(waveform.peaks)
    assert.isAbove(peaks.length, 100)
    assert.equal(Math.max(...peaks), 1)
    const lyrics = await db.from('lyrics').where('track_id', tracks[0].id).firstOrFail()
    assert.equal(lyrics.text, 'Hello\nWorld')
  })

  test('a second run imports nothing and changes nothing', async ({ assert }) => {
    const before = await importedTracks(library.hashes)
    const { exitCode, logs } = await musicImport(library.root)
    assert.equal(exitCode, 0)
    assert.include(logs, 'Imported: 0, updated: 0, skipped: 4, failed: 1')
    assert.include(logs, 'Already in the catalogue')
    assert.deepEqual(await importedTracks(library.hashes), before)
  })

  test('a re-encoded file replaces the audio of its track instead of adding a track', async ({ assert }) => {
    const second = (await importedTracks(library.hashes))[1]
    const album = { album: ALBUM, artist: `${ARTIST} feat. ${GUEST}`, albumArtist: ARTIST, title: 'Second Song', trackNumber: 2 }
    const changed = await writeFixtureWav(join(library.root, ALBUM, '02.wav'), album, 8, 3)
    const { logs } = await musicImport(library.root)
    assert.include(logs, 'Imported: 0, updated: 1, skipped: 3, failed: 1')

    const track = await db.from('tracks').where('id', second.id).firstOrFail()
    assert.equal(track.file_hash, sha256(changed))
    // The new audio is stored, the replaced file removed.
    assert.isTrue(await drive.use('uploads').exists(track.src))
    assert.isFalse(await drive.use('uploads').exists(second.src))
    assert.equal(track.duration, 3000)
    assert.lengthOf(await db.from('tracks').where('name', 'Second Song'), 1)
    assert.lengthOf(await db.from('artist_track').where('track_id', second.id), 2)
  })

  test('a changed file whose previous version is still in the folder is kept as another version', async ({ assert }) => {
    // "spare copies/first-copy.wav" still holds the bytes of First Song.
    await writeFixtureWav(join(library.root, ALBUM, '01.wav'), { album: ALBUM, artist: ARTIST, title: 'First Song', trackNumber: 1 }, 9)
    const first = await musicImport(library.root)
    assert.include(first.logs, 'Imported: 1, updated: 0')
    const again = await musicImport(library.root)
    assert.include(again.logs, 'Imported: 0, updated: 0, skipped: 4, failed: 1')
    assert.lengthOf(await db.from('tracks').where('name', 'First Song'), 2)
  })

  test('a folder that does not exist fails with exit code 1', async ({ assert }) => {
    const { exitCode, logs } = await musicImport(join(library.root, 'nope'))
    assert.equal(exitCode, 1)
    assert.include(logs, 'Not a folder')
  })
})

test.group('node ace music:import | compressed audio', (group) => {
  const TITLE = 'Tone Then Silence'

  group.teardown(async () => {
    await db.from('tracks').where('name', TITLE).delete()
    await db.from('albums').where('name', 'Fixture Album').delete()
    await db.from('artists').where('name', 'Fixture Artist').delete()
  })

  test('an MP3 and an Ogg Vorbis file get their waveform decoded and stored', async ({ assert }) => {
    // The fixtures are a loud second then a silent one (tests/fixtures/audio/README.md).
    const root = await mkdtemp(join(tmpdir(), 'cadenza-import-compressed-'))
    for (const name of ['tone.mp3', 'tone.ogg']) await copyFile(app.makePath('plugins/music/tests/fixtures/audio', name), join(root, name))
    const { exitCode, logs } = await musicImport(root)
    assert.equal(exitCode, 0)
    assert.include(logs, 'Imported: 2, updated: 0, skipped: 0, failed: 0')

    const tracks = await db
      .from('tracks')
      .join('track_waveforms', 'track_waveforms.track_id', 'tracks.id')
      .where('name', TITLE)
      .orderBy('mime')
      .select('mime', 'peaks')
    assert.deepEqual(tracks.map((track) => track.mime), ['audio/mpeg', 'audio/ogg'])
    for (const track of tracks) {
      const peaks: number[] = JSON.parse(track.peaks)
      assert.lengthOf(peaks, 180)
      assert.isAbove(Math.min(...peaks.slice(10, 80)), 0.8)
      assert.isBelow(Math.max(...peaks.slice(100, 170)), 0.05)
    }
  })
})

test.group('node ace music:import refuses what does not decode', () => {
  test('a WAV cut to 100 bytes is reported as failed and no track is made of it; an oversized cover is left out', async ({ assert }) => {
    const root = await mkdtemp(join(tmpdir(), 'cadenza-import-truncated-'))
    const whole = await writeFixtureWav(join(root, 'whole.wav'), { title: 'Whole Tone Import', artist: 'Truncation Band' }, 7, 2)
    // The same kind of file cut short in transfer: its header promises two seconds, 56 bytes of audio follow.
    const cut = encodeWav(new Float32Array(16_000).fill(0.3), 8000)
    await writeFile(join(root, 'cut.wav'), cut.subarray(0, 100))
    // A cover claiming 30,000 x 30,000 pixels beside them: never stored, the track comes without one.
    await writeFile(join(root, 'cover.png'), pngClaiming(30_000, 30_000))

    const { exitCode, logs } = await musicImport(root)
    assert.equal(exitCode, 0)
    assert.include(logs, 'Imported: 1, updated: 0, skipped: 0, failed: 1')
    assert.match(logs, /cut\.wav.*failed.*Truncated WAV data/)
    assert.lengthOf(await db.from('tracks').where('file_hash', sha256(cut.subarray(0, 100))), 0)
    const [track] = await db.from('tracks').where('file_hash', sha256(whole))
    assert.isNull(track.image)
    await db.from('tracks').where('file_hash', sha256(whole)).delete()
    await db.from('artists').where('name', 'Truncation Band').delete()
  })
})

test.group('node ace music:import | album totals', () => {
  test('an album imported in one batch has its totals right, counted once for the batch', async ({ assert }) => {
    const root = await mkdtemp(join(tmpdir(), 'cadenza-import-totals-'))
    const tags = { album: 'Batched Totals Album', artist: 'Batched Totals Band', albumArtist: 'Batched Totals Band', year: 2019 }
    // Six songs of 1 to 6 seconds: 21 seconds in all.
    for (let number = 1; number <= 6; number++) {
      await writeFixtureWav(join(root, `0${number}.wav`), { ...tags, title: `Batched Song ${number}`, trackNumber: number }, 20 + number, number)
    }

    let logs = ''
    const refreshes = await countQueries(async () => ({ logs } = await musicImport(root)), /UPDATE albums SET public_tracks_count/i)
    assert.include(logs, 'Imported: 6, updated: 0, skipped: 0, failed: 0')

    const album = await db.from('albums').where('name', tags.album).firstOrFail()
    assert.equal(Number(album.public_tracks_count), 6)
    assert.equal(Number(album.public_duration), 21_000)
    assert.equal(Number(album.private_tracks_count), 0)
    assert.isNotNull(album.first_public_track_at)
    // One recount, for the import batch: decoding a song (music.process_track_audio,
    // run inline in tests) writes the album's ReplayGain without recounting its
    // totals; counting the album again on every song's save made it 12, and on
    // every decoded song 7.
    assert.equal(refreshes, 1)

    await db.from('tracks').where('album_id', album.id).delete()
    await db.from('albums').where('id', album.id).delete()
    await db.from('artists').where('name', tags.artist).delete()
  })
})
