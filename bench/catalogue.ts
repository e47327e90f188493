/**
 * The benches' catalogue and account: a generated SQLite catalogue per size
 * in a data folder of its own, and a signed-in bench account with a full
 * library (bench/api.ts, bench/pages.ts).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import Database from 'better-sqlite3'
import { encodeWav } from '#plugins/music/server/audio/wav'
import { ace } from './support.js'

export const BENCH_USER = { email: 'bench@cadenza.test', password: 'bench-password-1' }

/**
 * The catalogue, generated once per size; the bench account gets the likes of the most active
 * listener. A catalogue from an earlier run gets the migrations added since (schema and index
 * changes), as `npm start` would apply them.
 */
export function prepareCatalogue(dataDir: string, tracks: number) {
  const databasePath = join(dataDir, 'cadenza.sqlite')
  if (existsSync(databasePath)) {
    ace(dataDir, ['migration:run', '--force'])
    fillBenchLibrary(databasePath)
    return addChannels(databasePath)
  }
  mkdirSync(dataDir, { recursive: true })
  const started = Date.now()
  ace(dataDir, ['setup'])
  ace(dataDir, ['music:generate', '--tracks', String(tracks)])
  ace(dataDir, ['user:create', '--email', BENCH_USER.email, '--password', BENCH_USER.password])
  fillBenchLibrary(databasePath)
  addChannels(databasePath)
  console.log(
    `Catalogue of ${tracks} tracks prepared in ${((Date.now() - started) / 1000).toFixed(0)} s`
  )
}

/**
 * Gives the bench account a full library, once: the likes of the catalogue's
 * busiest liker, the latest plays of its busiest listener and 40 followed
 * public playlists, so that every library tab answers a full page.
 */
function fillBenchLibrary(databasePath: string) {
  const database = new Database(databasePath)
  const { id } = database.prepare('SELECT id FROM users WHERE email = ?').get(BENCH_USER.email) as {
    id: number
  }
  const filled = database.prepare('SELECT 1 FROM playlist_user WHERE user_id = ? LIMIT 1').get(id)
  if (!filled)
    database.transaction(() => {
      database
        .prepare(
          `INSERT OR IGNORE INTO likes (user_id, likeable_type, likeable_id, created_at)
           SELECT ?, likeable_type, likeable_id, created_at FROM likes
           WHERE user_id = (SELECT user_id FROM likes GROUP BY user_id ORDER BY COUNT(*) DESC LIMIT 1)`
        )
        .run(id)
      database
        .prepare(
          `INSERT INTO plays (track_id, user_id, listened_ms, platform, device, country, created_at)
           SELECT track_id, ?, listened_ms, platform, device, country, created_at FROM plays
           WHERE user_id = (SELECT user_id FROM plays WHERE user_id IS NOT NULL GROUP BY user_id ORDER BY COUNT(*) DESC LIMIT 1)
           ORDER BY created_at DESC LIMIT 5000`
        )
        .run(id)
      database
        .prepare(
          `INSERT INTO playlist_user (playlist_id, user_id, role, created_at)
           SELECT id, ?, 'follower', updated_at FROM playlists WHERE public = 1 ORDER BY plays DESC LIMIT 40`
        )
        .run(id)
    })()
  database.close()
}

/**
 * The channels bench:pages floods (music:generate makes none): the genre
 * channel behind /channel/genre/{name}, and two on the homepage, which then
 * shows them as a site's homepage does. Added once, by slug.
 */
export const BENCH_CHANNELS = [
  { slug: 'genre', name: 'Genre', homepage: 0, config: { contentType: 'tracks', layout: 'trackTable', source: 'genreTracks', restriction: 'genre', limit: 50 } },
  { slug: 'popular-tracks', name: 'Popular tracks', homepage: 1, config: { contentType: 'tracks', layout: 'trackTable', source: 'popularTracks', limit: 10 } },
  { slug: 'new-releases', name: 'New releases', homepage: 1, config: { contentType: 'albums', layout: 'carousel', source: 'newReleases', limit: 12 } },
]

function addChannels(databasePath: string) {
  const database = new Database(databasePath)
  const insert = database.prepare(
    `INSERT INTO channels (name, slug, config, homepage, position, created_at, updated_at)
     SELECT ?, ?, ?, ?, ?, datetime('now'), datetime('now') WHERE NOT EXISTS (SELECT 1 FROM channels WHERE slug = ?)`
  )
  BENCH_CHANNELS.forEach((channel, index) =>
    insert.run(channel.name, channel.slug, JSON.stringify(channel.config), channel.homepage, channel.homepage ? index : 0, channel.slug)
  )
  database.close()
}

/** Where the listened tracks' shared audio file lives on the uploads disk (audio keys start with tracks/). */
const LISTEN_AUDIO_KEY = 'tracks/bench/listen.wav'

/**
 * Gives the first `count` public tracks (the same ones at every run) one
 * shared generated WAV of `durationMs` on the data folder's uploads disk,
 * with that duration, so they can be streamed: a play counts only after the
 * server served the audio (a listen start) at least the minimum listen
 * before, half the track for a short one. Generated tracks have no audio.
 * Run before the server starts. Returns their ids.
 */
export function makeTracksListenable(dataDir: string, count: number, durationMs: number) {
  const path = join(dataDir, 'storage', 'uploads', LISTEN_AUDIO_KEY)
  mkdirSync(dirname(path), { recursive: true })
  // 8 kHz mono, an A: 16 KB a second, so streaming it costs the server next to nothing.
  const sampleRate = 8000
  const samples = new Float32Array((sampleRate * durationMs) / 1000)
  for (let index = 0; index < samples.length; index++) samples[index] = 0.3 * Math.sin((2 * Math.PI * 440 * index) / sampleRate)
  writeFileSync(path, encodeWav(samples, sampleRate, { title: 'Bench Listen', artist: 'Cadenza Bench' }))

  const database = new Database(join(dataDir, 'cadenza.sqlite'))
  const ids = (database.prepare('SELECT id FROM tracks WHERE public = 1 ORDER BY id LIMIT ?').all(count) as Array<{ id: number }>).map((row) => row.id)
  database
    .prepare(`UPDATE tracks SET src = ?, mime = 'audio/wav', duration = ? WHERE id IN (${ids.map(() => '?').join(', ')})`)
    .run(LISTEN_AUDIO_KEY, durationMs, ...ids)
  database.close()
  return ids
}

/** Signs the bench account in the way the web app does (XSRF cookie echoed in a header) and returns its cookies. */
export async function signIn(base: string, account: { email: string; password: string } = BENCH_USER) {
  const cookies = new Map<string, string>()
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1))
    }
  }
  const header = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  keep(await fetch(`${base}/`, { redirect: 'manual' }))
  const response = await fetch(`${base}/auth/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/json',
      'accept': 'application/json',
      'cookie': header(),
      'x-xsrf-token': decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
    },
    body: JSON.stringify({ ...account, remember: false }),
  })
  if (response.status !== 200)
    throw new Error(`bench sign-in failed: ${response.status} ${await response.text()}`)
  keep(response)
  return header()
}


/** Type-ahead style queries: whole words, prefixes, two words, an accent-free spelling of an accented word. */
export const SEARCH_QUERIES = [
  'midnight',
  'silent riv',
  'cafe',
  'dancing',
  'the gold',
  'storm',
  'dj',
  'ocean',
  'neon harb',
  'broken heart',
  'señorita',
  'garcia',
  'echo',
  'winter',
  'radio',
  'lucid dream',
  'tanaka',
  'velvet',
  'fire',
  'hollow moon',
]
