/**
 * `npm run bench:api [-- --tracks 1000000 --duration 5 --connections 50 --endpoints track,search]`
 *
 * Load-tests the production server on loopback against a generated SQLite
 * catalogue: track, album, artist, playlist, search, radio and library
 * endpoints, 50 connections each for a few seconds, then the same track page
 * served by a bare node:http handler (bench/bare_server.ts) as the
 * denominator of the framework overhead ratio. Endpoints served from read
 * caches once warm (album, artist, search) are measured again on a server
 * with READ_CACHE=false (cold). While the first server answers those cached
 * endpoints, guests report 10 plays a second (--plays-per-second), as on a
 * site in use: the read caches must outlive them. Prints p50/p95/p99 latency, requests per
 * second and server CPU per request per endpoint, and writes them to
 * results.json in the bench data folder.
 *
 * The catalogue lives in tmp/bench/<tracks>/ (or --data-dir) and is
 * generated on the first run with `node ace setup` and
 * `node ace music:generate`; later runs reuse it.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import Database from 'better-sqlite3'
import { ace, cpuProfileEnv, cpuSeconds, freePort, percentile, ROOT, startProductionServer, waitFor } from './support.js'

const BENCH_USER = { email: 'bench@cadenza.test', password: 'bench-password-1' }

const { values: args } = parseArgs({
  options: {
    'tracks': { type: 'string', default: '100000' },
    'duration': { type: 'string', default: '5' },
    'connections': { type: 'string', default: '50' },
    'data-dir': { type: 'string' },
    'endpoints': { type: 'string', default: 'track,album,artist,playlist,search,radio,library' },
    'cpu-prof': { type: 'boolean', default: false },
    'plays-per-second': { type: 'string', default: '10' },
  },
})
const tracks = Number(args.tracks)
const duration = Number(args.duration)
const connections = Number(args.connections)
const playsPerSecond = Number(args['plays-per-second'])
const dataDir = join(ROOT, args['data-dir'] ?? `tmp/bench/${tracks}`)
const databasePath = join(dataDir, 'cadenza.sqlite')
const ENDPOINTS = ['track', 'album', 'artist', 'playlist', 'search', 'radio', 'library'] as const
/** Endpoints whose answers are kept until the next write: measured again with the caches off. */
/** Seconds of unmeasured load before each endpoint's run. */
const WARM_UP_SECONDS = 4
const CACHED_ENDPOINTS = ['album', 'artist', 'search', 'library'] as const
const selected = new Set(args.endpoints.split(',').map((name) => name.trim()))
for (const name of selected)
  if (!(ENDPOINTS as readonly string[]).includes(name))
    throw new Error(`--endpoints: unknown ${name} (one of ${ENDPOINTS.join(', ')})`)

/**
 * The catalogue, generated once per size; the bench account gets the likes of the most active
 * listener. A catalogue from an earlier run gets the migrations added since (schema and index
 * changes), as `npm start` would apply them.
 */
function prepareDatabase() {
  if (existsSync(databasePath)) {
    ace(dataDir, ['migration:run', '--force'])
    return fillBenchLibrary()
  }
  mkdirSync(dataDir, { recursive: true })
  const started = Date.now()
  ace(dataDir, ['setup'])
  ace(dataDir, ['music:generate', '--tracks', String(tracks)])
  ace(dataDir, ['user:create', '--email', BENCH_USER.email, '--password', BENCH_USER.password])
  fillBenchLibrary()
  console.log(
    `Catalogue of ${tracks} tracks prepared in ${((Date.now() - started) / 1000).toFixed(0)} s`
  )
}

/**
 * Gives the bench account a full library, once: the likes of the catalogue's
 * busiest liker, the latest plays of its busiest listener and 40 followed
 * public playlists, so that every library tab answers a full page.
 */
function fillBenchLibrary() {
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

async function startBareServer(port: number) {
  const child = spawn(
    process.execPath,
    ['--import', '@poppinss/ts-exec', 'bench/bare_server.ts', databasePath, String(port)],
    { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }
  )
  await waitFor(`http://127.0.0.1:${port}/tracks/1`, child)
  return child
}

/** Signs the bench account in the way the web app does (XSRF cookie echoed in a header) and returns its cookies. */
async function signIn(base: string) {
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
    body: JSON.stringify({ ...BENCH_USER, remember: false }),
  })
  if (response.status !== 200)
    throw new Error(`bench sign-in failed: ${response.status} ${await response.text()}`)
  keep(response)
  return header()
}

/** Ids to rotate through, so requests spread over the catalogue instead of hitting one cached row. */
function samples() {
  const database = new Database(databasePath, { readonly: true })
  const ids = (sql: string) =>
    (database.prepare(sql).all() as Array<{ id: number }>).map((row) => row.id)
  const picked = {
    tracks: ids('SELECT id FROM tracks WHERE public = 1 ORDER BY random() LIMIT 500'),
    albums: ids('SELECT id FROM albums WHERE public = 1 ORDER BY random() LIMIT 500'),
    artists: ids('SELECT id FROM artists ORDER BY random() LIMIT 500'),
    playlists: ids('SELECT id FROM playlists WHERE public = 1 ORDER BY random() LIMIT 500'),
    radioArtists: ids('SELECT id FROM artists ORDER BY random() LIMIT 200'),
  }
  database.close()
  return picked
}

/** Type-ahead style queries: whole words, prefixes, two words, an accent-free spelling of an accented word. */
const SEARCHES = [
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

/**
 * Guests reporting listens while the endpoints are measured (each from a new visitor, as the
 * player does after 30 s): a site in use records plays all the time, and the read caches must
 * outlive them. Returns a stop function answering how many were counted and how many failed.
 */
async function recordPlaysInBackground(base: string, trackIds: number[], perSecond: number) {
  const tally = { counted: 0, failed: 0 }
  if (perSecond <= 0) return async () => tally
  // One guest session (XSRF token) for every report; no visitor cookie, so each is a new listener.
  const first = await fetch(`${base}/`, { redirect: 'manual' })
  const cookies = first.headers.getSetCookie().map((line) => line.split(';')[0])
  const xsrf = cookies.find((pair) => pair.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? ''
  const headers = { 'content-type': 'application/json', 'accept': 'application/json', 'cookie': cookies.join('; '), 'x-xsrf-token': decodeURIComponent(xsrf) }
  const pending = new Set<Promise<void>>()
  let next = 0
  const reportListen = () => {
    const trackId = trackIds[next++ % trackIds.length]
    const sent = fetch(`${base}/api/v1/music/tracks/${trackId}/plays`, { method: 'POST', headers, body: JSON.stringify({ listened_ms: 30_000 }) })
      .then(async (response) => {
        const body = response.ok ? ((await response.json()) as { counted?: boolean }) : null
        if (body?.counted) tally.counted++
        else tally.failed++
      })
      .catch(() => void tally.failed++)
      .finally(() => pending.delete(sent))
    pending.add(sent)
  }
  const timer = setInterval(reportListen, 1000 / perSecond)
  return async () => {
    clearInterval(timer)
    await Promise.all(pending)
    return tally
  }
}

interface Measure {
  endpoint: string
  requests: number
  rps: number
  p50: number
  p95: number
  p99: number
  /** Server CPU microseconds per request, from /proc (steadier than req/s on a shared machine); null elsewhere. */
  cpuUs: number | null
  errors: number
}

/**
 * Requests still queued from the warm-up or the previous endpoint (autocannon stops sending,
 * the server keeps answering) must not count against the next one.
 */
async function waitUntilIdle(base: string) {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    const started = performance.now()
    await fetch(`${base}/health`, { signal: AbortSignal.timeout(30_000) }).catch(() => null)
    if (performance.now() - started < 50) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

async function measure(
  endpoint: string,
  base: string,
  server: ChildProcess,
  paths: string[],
  headers: Record<string, string> = {}
): Promise<Measure> {
  let index = 0
  const next = () => paths[index++ % paths.length]
  const load = (seconds: number) => ({
    url: base,
    connections,
    duration: seconds,
    headers: { accept: 'application/json', ...headers },
    requests: [
      { method: 'GET' as const, setupRequest: (request: any) => ({ ...request, path: next() }) },
    ],
  })
  // A warm-up, unmeasured: statement caches, SQLite pages and optimized code, as a running server
  // has them (20 requests left the first endpoint of a fresh process measured with cold JIT).
  for (const path of paths.slice(0, 20))
    await (await fetch(base + path, { headers, signal: AbortSignal.timeout(30_000) })).arrayBuffer()
  await autocannon(load(WARM_UP_SECONDS))
  await waitUntilIdle(base)
  const latencies: number[] = []
  const cpuAtStart = cpuSeconds([server.pid!])
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options = load(duration)
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)))
    // Each connection's first response also waits for the connection to be accepted while the other
    // connections keep the server saturated (up to seconds on 2 cores, the bare handler too): it measures
    // TCP set-up, not the endpoint, and is left out of the percentiles.
    const connected = new Set<unknown>()
    instance.on('response', (client, _status, _bytes, time) => {
      if (connected.has(client)) latencies.push(time)
      else connected.add(client)
    })
  })
  const cpuAtEnd = cpuSeconds([server.pid!])
  latencies.sort((a, b) => a - b)
  const round = (value: number) => Math.round(value * 10) / 10
  return {
    endpoint,
    requests: result.requests.total,
    rps: Math.round(result.requests.total / duration),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    cpuUs:
      cpuAtStart === null || cpuAtEnd === null
        ? null
        : Math.round(((cpuAtEnd - cpuAtStart) * 1e6) / Math.max(1, result.requests.total)),
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

function report(result: Measure) {
  const cpu = result.cpuUs === null ? '' : `  CPU ${result.cpuUs} µs/req`
  const errors = result.errors ? `  (${result.errors} errors)` : ''
  console.log(
    `${result.endpoint.padEnd(12)} ${String(result.rps).padStart(6)} req/s  p50 ${result.p50} ms  p95 ${result.p95} ms  p99 ${result.p99} ms${cpu}${errors}`
  )
}

async function main() {
  prepareDatabase()
  const [serverPort, barePort] = [await freePort(), await freePort()]
  const children: ChildProcess[] = []
  const stop = () => children.forEach((child) => child.kill('SIGTERM'))
  process.on('SIGINT', () => {
    stop()
    process.exit(130)
  })
  try {
    // --cpu-prof: the server's CPU profile over the whole run, in the data folder's profiles/.
    const server = await startProductionServer(
      dataDir,
      serverPort,
      args['cpu-prof'] ? cpuProfileEnv(join(dataDir, 'profiles')) : {}
    )
    children.push(server)
    let base = `http://127.0.0.1:${serverPort}`
    const cookie = await signIn(base)
    const ids = samples()
    const api = (path: string) => `/api/v1/music/${path}`
    const results: Measure[] = []
    const run = async (
      name: string,
      target: ChildProcess,
      paths: string[],
      headers?: Record<string, string>
    ) => {
      const result = await measure(name, base, target, paths, headers)
      results.push(result)
      report(result)
    }
    const plays = playsPerSecond > 0 ? `, ${playsPerSecond} plays/s recorded while the cached endpoints are measured` : ''
    console.log(`\n${tracks} tracks, ${connections} connections, ${duration} s per endpoint${plays}\n`)
    const paths: Record<(typeof ENDPOINTS)[number], () => string[]> = {
      track: () => ids.tracks.map((id) => api(`tracks/${id}`)),
      album: () => ids.albums.map((id) => api(`albums/${id}`)),
      artist: () => ids.artists.map((id) => api(`artists/${id}`)),
      playlist: () => ids.playlists.map((id) => api(`playlists/${id}`)),
      search: () => SEARCHES.map((query) => api(`search?query=${encodeURIComponent(query)}`)),
      radio: () => ids.radioArtists.map((id) => api(`radio/artist/${id}`)),
      library: () =>
        ['tracks', 'albums', 'artists', 'playlists', 'history'].map((kind) =>
          api(`library/${kind}`)
        ),
    }
    // Plays only beside the cached endpoints, whose claim they test: every commit of another
    // connection also empties the reading connection's SQLite page cache, which the bare handler's
    // database (no writes) would not pay (track at 10 plays/s: 145 -> 185 µs, old code alike).
    const played = { counted: 0, failed: 0 }
    for (const name of ENDPOINTS) {
      if (!selected.has(name)) continue
      const cachedEndpoint = (CACHED_ENDPOINTS as readonly string[]).includes(name)
      const stopPlays = await recordPlaysInBackground(base, ids.tracks, cachedEndpoint ? playsPerSecond : 0)
      await run(name, server, paths[name](), name === 'library' ? { cookie } : undefined)
      const tally = await stopPlays()
      played.counted += tally.counted
      played.failed += tally.failed
    }
    if (playsPerSecond > 0) console.log(`(${played.counted} plays counted meanwhile, ${played.failed} not)`)
    children.shift()!.kill('SIGTERM')

    // Endpoints answered from read caches once warm (core/kernel/database/read_cache.ts) again, with
    // every cache off (READ_CACHE=false): what each request costs when nothing is cached, e.g.
    // right after a write or for a query nobody asked before.
    const cached = CACHED_ENDPOINTS.filter((name) => selected.has(name))
    if (cached.length) {
      const coldPort = await freePort()
      const cold = await startProductionServer(dataDir, coldPort, { READ_CACHE: 'false' })
      children.push(cold)
      base = `http://127.0.0.1:${coldPort}`
      // Signed in on this server, as a browser holds the XSRF cookie of the server it talks to: a
      // cookie another process issued is replaced on every response (issued_xsrf_cookies.ts), which
      // the bench, sending the same cookies each time, would pay on every request.
      const coldCookie = cached.includes('library') ? await signIn(base) : cookie
      for (const name of cached)
        await run(`${name} cold`, cold, paths[name](), name === 'library' ? { cookie: coldCookie } : undefined)
      children.splice(children.indexOf(cold), 1)
      cold.kill('SIGTERM')
    }

    // The ratio's denominator: the track page without the framework, measured in the same run (the machine may be shared).
    let ratio: number | null = null
    const track = results.find((result) => result.endpoint === 'track')
    if (track) {
      const bareServer = await startBareServer(barePort)
      children.push(bareServer)
      const bare = await measure(
        'bare track',
        `http://127.0.0.1:${barePort}`,
        bareServer,
        ids.tracks.map((id) => `/tracks/${id}`)
      )
      results.push(bare)
      ratio = Math.round((track.rps / bare.rps) * 100) / 100
      report(bare)
      console.log(`\nFramework overhead ratio (track req/s, Cadenza / bare node:http): ${ratio}`)
    }
    writeFileSync(
      join(dataDir, 'results.json'),
      JSON.stringify(
        { tracks, connections, duration, playsPerSecond, results, ratio, at: new Date().toISOString() },
        null,
        2
      )
    )
  } finally {
    stop()
  }
}

await main()
