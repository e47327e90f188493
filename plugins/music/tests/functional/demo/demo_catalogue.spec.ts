import { test } from '@japa/runner'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { PROJECT_ROOT } from '#core/kernel/paths'
import { decodeWav } from '#plugins/music/server/audio/wav'
import { readAudioMetadata } from '#plugins/music/server/audio/metadata'
import { DEMO_ALBUMS, DEMO_ARTISTS, DEMO_GENRES } from '#plugins/music/server/demo/catalogue_data'
import { GENRE_ARTIST_PLAYS_MISMATCHES } from '../../helpers/genre_artist_plays.js'

/**
 * What `npm start` does on a fresh checkout: `node ace setup` in an empty data
 * folder, on SQLite. Run as a child process so the demo lands in its own
 * database, not in the one the other tests share.
 */
function setup(dataDir: string) {
  const started = Date.now()
  const env = { ...process.env, DATA_DIR: dataDir, DB_CONNECTION: 'sqlite', NODE_ENV: 'development', SQLITE_PATH: '', MUSIC_DEMO_CATALOGUE: '' }
  const result = spawnSync(process.execPath, ['ace.js', 'setup'], { cwd: PROJECT_ROOT, env, encoding: 'utf8' })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}`, seconds: (Date.now() - started) / 1000 }
}

test.group('Demo catalogue', () => {
  test('the first setup seeds a playable catalogue; the next one adds nothing', async ({ assert }) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cadenza-demo-'))
    const first = setup(dataDir)
    assert.equal(first.status, 0, first.output)
    assert.include(first.output, 'demo catalogue seeded')

    const database = new Database(join(dataDir, 'cadenza.sqlite'), { readonly: true })
    const count = (sql: string) => Number(Object.values(database.prepare(sql).get() as object)[0])
    const trackCount = DEMO_ALBUMS.reduce((sum, album) => sum + album.tracks.length, 0)
    assert.equal(count('SELECT COUNT(*) FROM artists'), DEMO_ARTISTS.length)
    assert.equal(count('SELECT COUNT(*) FROM albums'), DEMO_ALBUMS.length)
    assert.equal(count('SELECT COUNT(*) FROM tracks'), trackCount)
    assert.isAtLeast(count('SELECT COUNT(*) FROM genres'), DEMO_GENRES.length)
    // Every artist has a genre; the similar artists' table holds each link with the artist's plays.
    assert.equal(count('SELECT COUNT(*) FROM genre_artist_plays'), DEMO_ARTISTS.length)
    assert.equal(count(GENRE_ARTIST_PLAYS_MISMATCHES), 0)
    assert.equal(count('SELECT COUNT(*) FROM track_waveforms'), trackCount)
    assert.isAtLeast(count('SELECT COUNT(*) FROM lyrics WHERE is_synced = 1'), 3)
    assert.isAtLeast(count('SELECT COUNT(*) FROM lyrics WHERE is_synced = 0'), 3)
    assert.isAtLeast(count('SELECT COUNT(*) FROM playlists'), 5)
    assert.isAtLeast(count('SELECT COUNT(*) FROM channels WHERE homepage = 1'), 4)
    assert.isAtLeast(count('SELECT COUNT(*) FROM plays'), 1000)
    assert.isAtLeast(count('SELECT COUNT(*) FROM likes'), 30)
    assert.equal(count('SELECT SUM(plays) FROM tracks'), count('SELECT COUNT(*) FROM plays'))
    assert.equal(count('SELECT COUNT(*) FROM tracks WHERE album_id IS NULL OR file_hash IS NULL'), 0)
    assert.equal(count("SELECT COUNT(*) FROM albums WHERE image NOT LIKE '%/storage/covers/%.png'"), 0)
    assert.equal(count("SELECT COUNT(*) FROM artists WHERE image NOT LIKE '%/storage/artists/%.png'"), 0)
    assert.isAtLeast(count('SELECT COUNT(*) FROM artist_track WHERE position > 0'), 2)

    // Every track's file is a real, distinct, tagged WAV on the uploads disk.
    const tracks = database.prepare('SELECT name, src, duration FROM tracks ORDER BY id').all() as Array<{ name: string; src: string; duration: number }>
    const hashes = new Set(database.prepare('SELECT file_hash FROM tracks').all().map((row: any) => row.file_hash))
    assert.equal(hashes.size, trackCount)
    for (const track of tracks) {
      const path = join(dataDir, 'storage', 'uploads', track.src)
      assert.isTrue(existsSync(path), track.src)
      assert.match(track.src, /^tracks\//)
    }
    const sample = tracks[3]
    const decoded = decodeWav(readFileSync(join(dataDir, 'storage', 'uploads', sample.src)))
    assert.approximately((decoded.samples.length / decoded.sampleRate) * 1000, sample.duration, 50)
    assert.isAtLeast(sample.duration, 15_000)
    const tags = await readAudioMetadata(join(dataDir, 'storage', 'uploads', sample.src))
    assert.equal(tags.title, sample.name)
    assert.isNotNull(tags.cover)
    database.close()

    const second = setup(dataDir)
    assert.equal(second.status, 0, second.output)
    assert.notInclude(second.output, 'demo catalogue seeded')
    const again = new Database(join(dataDir, 'cadenza.sqlite'), { readonly: true })
    assert.equal(Number(Object.values(again.prepare('SELECT COUNT(*) FROM tracks').get() as object)[0]), trackCount)
    again.close()
  }).timeout(180_000)
})
