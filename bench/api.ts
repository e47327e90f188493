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
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import Database from 'better-sqlite3'
import { prepareCatalogue, SEARCH_QUERIES, signIn } from './catalogue.js'
import { measure as measureLoad, report, type Measure } from './load.js'
import { cpuProfileEnv, freePort, ROOT, startProductionServer, waitFor } from './support.js'

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
/** How every endpoint is loaded. */
const LOAD = { connections, duration, warmUpSeconds: WARM_UP_SECONDS }
const CACHED_ENDPOINTS = ['album', 'artist', 'search', 'library'] as const
const selected = new Set(args.endpoints.split(',').map((name) => name.trim()))
for (const name of selected)
  if (!(ENDPOINTS as readonly string[]).includes(name))
    throw new Error(`--endpoints: unknown ${name} (one of ${ENDPOINTS.join(', ')})`)

async function startBareServer(port: number) {
  const child = spawn(
    process.execPath,
    ['--import', '@poppinss/ts-exec', 'bench/bare_server.ts', databasePath, String(port)],
    { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }
  )
  await waitFor(`http://127.0.0.1:${port}/tracks/1`, child)
  return child
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

async function main() {
  prepareCatalogue(dataDir, tracks)
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
      const result = await measureLoad(name, base, target, paths, LOAD, headers)
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
      search: () => SEARCH_QUERIES.map((query) => api(`search?query=${encodeURIComponent(query)}`)),
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
      const bare = await measureLoad(
        'bare track',
        `http://127.0.0.1:${barePort}`,
        bareServer,
        ids.tracks.map((id) => `/tracks/${id}`),
        LOAD
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
