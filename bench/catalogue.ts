/**
 * The benches' catalogue and account: a generated catalogue per size (SQLite
 * in a data folder of its own, or a MariaDB database: bench/database.ts), and
 * a signed-in bench account with a full library (bench/api.ts, bench/pages.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { encodeWav } from '#plugins/music/server/audio/wav'
import { XSRF_TOKEN_PATH } from '#core/kernel/shared/xsrf_token_path'
import { ace } from './support.js'
import type { BenchDatabase } from './database.js'

export const BENCH_USER = { email: 'bench@cadenza.test', password: 'bench-password-1' }

/**
 * The catalogue, generated once per size; the bench account gets the likes of the most active
 * listener. A catalogue from an earlier run gets the migrations added since (schema and index
 * changes), as `npm start` would apply them.
 */
export async function prepareCatalogue(dataDir: string, tracks: number, database: BenchDatabase) {
  mkdirSync(dataDir, { recursive: true })
  await database.create()
  if (await database.exists()) {
    ace(dataDir, ['migration:run', '--force'], database.env)
    await fillBenchLibrary(database)
    return addChannels(database)
  }
  const started = Date.now()
  ace(dataDir, ['setup'], database.env)
  ace(dataDir, ['music:generate', '--tracks', String(tracks)], database.env)
  ace(dataDir, ['user:create', '--email', BENCH_USER.email, '--password', BENCH_USER.password], database.env)
  await fillBenchLibrary(database)
  await addChannels(database)
  console.log(`Catalogue of ${tracks} tracks prepared in ${((Date.now() - started) / 1000).toFixed(0)} s (${database.description})`)
}

/**
 * Gives the bench account a full library, once: the likes of the catalogue's
 * busiest liker, the latest plays of its busiest listener and 40 followed
 * public playlists, so that every library tab answers a full page.
 */
async function fillBenchLibrary(database: BenchDatabase) {
  const [{ id }] = await database.all<{ id: number }>('SELECT id FROM users WHERE email = ?', [BENCH_USER.email])
  if ((await database.all('SELECT 1 FROM playlist_user WHERE user_id = ? LIMIT 1', [id])).length) return
  // MySQL cannot read the table it inserts into in a subquery: the busiest liker and listener first.
  const [liker] = await database.all<{ user_id: number }>('SELECT user_id FROM likes GROUP BY user_id ORDER BY COUNT(*) DESC LIMIT 1')
  const [listener] = await database.all<{ user_id: number }>('SELECT user_id FROM plays WHERE user_id IS NOT NULL GROUP BY user_id ORDER BY COUNT(*) DESC LIMIT 1')
  await database.run(
    `${database.sql.insertIgnore} INTO likes (user_id, likeable_type, likeable_id, created_at)
     SELECT ?, likeable_type, likeable_id, created_at FROM likes WHERE user_id = ?`,
    [id, liker.user_id]
  )
  await database.run(
    `INSERT INTO plays (track_id, user_id, listened_ms, platform, device, country, created_at)
     SELECT * FROM (SELECT track_id, ?, listened_ms, platform, device, country, created_at FROM plays WHERE user_id = ? ORDER BY created_at DESC LIMIT 5000) latest`,
    [id, listener.user_id]
  )
  // Last: its presence says the library is filled.
  await database.run(
    `INSERT INTO playlist_user (playlist_id, user_id, role, created_at)
     SELECT id, ?, 'follower', updated_at FROM playlists WHERE public = 1 ORDER BY plays DESC LIMIT 40`,
    [id]
  )
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

async function addChannels(database: BenchDatabase) {
  for (const [index, channel] of BENCH_CHANNELS.entries()) {
    if ((await database.all('SELECT 1 FROM channels WHERE slug = ?', [channel.slug])).length) continue
    await database.run(
      `INSERT INTO channels (name, slug, config, homepage, position, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ${database.sql.now}, ${database.sql.now})`,
      [channel.name, channel.slug, JSON.stringify(channel.config), channel.homepage, channel.homepage ? index : 0]
    )
  }
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
export async function makeTracksListenable(dataDir: string, database: BenchDatabase, count: number, durationMs: number) {
  const path = join(dataDir, 'storage', 'uploads', LISTEN_AUDIO_KEY)
  mkdirSync(dirname(path), { recursive: true })
  // 8 kHz mono, an A: 16 KB a second, so streaming it costs the server next to nothing.
  const sampleRate = 8000
  const samples = new Float32Array((sampleRate * durationMs) / 1000)
  for (let index = 0; index < samples.length; index++) samples[index] = 0.3 * Math.sin((2 * Math.PI * 440 * index) / sampleRate)
  writeFileSync(path, encodeWav(samples, sampleRate, { title: 'Bench Listen', artist: 'Cadenza Bench' }))

  const ids = (await database.all<{ id: number }>(`SELECT id FROM tracks WHERE public = 1 ORDER BY id LIMIT ${Number(count)}`)).map((row) => row.id)
  await database.run(`UPDATE tracks SET src = ?, mime = 'audio/wav', duration = ? WHERE id IN (${ids.map(() => '?').join(', ')})`, [LISTEN_AUDIO_KEY, durationMs, ...ids])
  return ids
}

/**
 * Signs the bench account in the way the web app does (XSRF cookie echoed in
 * a header) and returns its cookies; with `confirmPassword`, also types the
 * password again, as account settings asks before handing out a credential.
 */
export async function signIn(
  base: string,
  account: { email: string; password: string } = BENCH_USER,
  options: { confirmPassword?: boolean } = {}
) {
  const cookies = new Map<string, string>()
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1))
    }
  }
  const header = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  // As the web app does before its first write: a cookie-less page sets no cookie.
  keep(await fetch(`${base}${XSRF_TOKEN_PATH}`, { redirect: 'manual' }))
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/json',
        'accept': 'application/json',
        'cookie': header(),
        'x-xsrf-token': decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
      },
      body: JSON.stringify(body),
    })
  const response = await post('/auth/login', { ...account, remember: false })
  if (response.status !== 200)
    throw new Error(`bench sign-in failed: ${response.status} ${await response.text()}`)
  keep(response)
  if (options.confirmPassword) {
    const confirmed = await post('/auth/user/confirm-password', { password: account.password })
    if (confirmed.status !== 200) throw new Error(`bench password confirmation failed: ${confirmed.status} ${await confirmed.text()}`)
    keep(confirmed)
  }
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
