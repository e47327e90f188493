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
 * endpoints, guests listen to 10 tracks a second (--plays-per-second: each
 * streamed from byte 0, then reported once the minimum listen has passed),
 * as on a site in use: the read caches must outlive the plays. Prints p50/p95/p99 latency, requests per
 * second and server CPU per request per endpoint, and writes them to
 * results.json in the bench data folder.
 *
 * The catalogue lives in tmp/bench/<tracks>/ (or --data-dir) and is
 * generated on the first run with `node ace setup` and
 * `node ace music:generate`; later runs reuse it. `--db mysql` runs the same
 * against a MariaDB database of its own (bench/database.ts); the bare
 * handler is SQLite's only, so the ratio is reported on SQLite runs.
 * `--nodes 2` puts two app nodes behind a round-robin balancer (nginx when installed) sharing Redis
 * (bench/balancer.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { makeTracksListenable, prepareCatalogue, SEARCH_QUERIES, signIn } from './catalogue.js'
import { measure as measureLoad, report, type Measure } from './load.js'
import { catalogueLoadArgs, cpuProfileEnv, freePort, ROOT, startServers, waitFor } from './support.js'
import { XSRF_TOKEN_PATH } from '#core/kernel/shared/xsrf_token_path'

const { args, tracks, dialect, dataDir, database, load: LOAD } = catalogueLoadArgs(
  'npm run bench:api [-- --tracks 1000000 --duration 5 --connections 50 --endpoints track,search]',
  {
    'endpoints': { type: 'string', default: 'track,album,artist,playlist,search,radio,library' },
    'cpu-prof': { type: 'boolean', default: false },
    'plays-per-second': { type: 'string', default: '10' },
    'nodes': { type: 'string', default: '1' },
  }
)
const nodes = Number(args.nodes)
const { connections, duration } = LOAD
const playsPerSecond = Number(args['plays-per-second'])
const databasePath = join(dataDir, 'cadenza.sqlite')
const ENDPOINTS = ['track', 'album', 'artist', 'playlist', 'search', 'radio', 'library'] as const
/** Endpoints whose answers are kept until the next write: measured again with the caches off. */
const CACHED_ENDPOINTS = ['album', 'artist', 'search', 'library'] as const
/**
 * The tracks the guests listen to, with a real audio file of LISTENED_TRACK_MS: a listen counts
 * after half of it. The same address may count one listen of a track at a time (its listen
 * start), so at 10 plays a second each track comes back every 10 s, long after its last listen.
 */
const LISTENED_TRACKS = 100
const LISTENED_TRACK_MS = 2000
/** How long a guest listens before reporting: the minimum listen, plus room for the timers. */
const LISTEN_MS = LISTENED_TRACK_MS / 2 + 100
/**
 * Every bench listener is 127.0.0.1, so the first server counts plays per address and per
 * address and track far beyond the defaults (600 and 10 an hour, record_play.ts): as an operator
 * whose listeners share one NAT would set them.
 */
const RAISED_PLAY_LIMITS = { MUSIC_PLAY_LIMIT_PER_ADDRESS_HOUR: '1000000', MUSIC_PLAY_LIMIT_PER_ADDRESS_TRACK_HOUR: '1000000' }
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
async function samples() {
  const ids = async (sql: string) => (await database.all<{ id: number }>(sql)).map((row) => row.id)
  const random = database.sql.random
  return {
    tracks: await ids(`SELECT id FROM tracks WHERE public = 1 ORDER BY ${random} LIMIT 500`),
    albums: await ids(`SELECT id FROM albums WHERE public = 1 ORDER BY ${random} LIMIT 500`),
    artists: await ids(`SELECT id FROM artists ORDER BY ${random} LIMIT 500`),
    playlists: await ids(`SELECT id FROM playlists WHERE public = 1 ORDER BY ${random} LIMIT 500`),
    radioArtists: await ids(`SELECT id FROM artists ORDER BY ${random} LIMIT 200`),
  }
}


/** The listens of one run of an endpoint: sent, counted, and why the others were not (status or reason). */
interface PlaysTally {
  sent: number
  counted: number
  seconds: number
  notCounted: Record<string, number>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Guests listening while the endpoints are measured, `perSecond` new listens a second, each as
 * the player does it: the audio from byte 0 (which the server notes as a listen start), the
 * minimum listen, then the report, from a new visitor each time. A site in use records plays
 * all the time, and the read caches must outlive them. Returns a stop function answering the
 * tally once every listen begun has been reported.
 */
async function recordPlaysInBackground(base: string, trackIds: number[], perSecond: number) {
  const tally: PlaysTally = { sent: 0, counted: 0, seconds: 0, notCounted: {} }
  if (perSecond <= 0) return async () => tally
  // One guest session (XSRF token) for every report; no visitor cookie, so each is a new listener.
  const first = await fetch(`${base}${XSRF_TOKEN_PATH}`, { redirect: 'manual' })
  const cookies = first.headers.getSetCookie().map((line) => line.split(';')[0])
  const xsrf = cookies.find((pair) => pair.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? ''
  const headers = { 'content-type': 'application/json', 'accept': 'application/json', 'cookie': cookies.join('; '), 'x-xsrf-token': decodeURIComponent(xsrf) }
  const pending = new Set<Promise<void>>()
  const miss = (why: string) => void (tally.notCounted[why] = (tally.notCounted[why] ?? 0) + 1)
  let next = 0
  const listen = async (trackId: number) => {
    const track = `${base}/api/v1/music/tracks/${trackId}`
    const stream = await fetch(`${track}/stream`, { headers: { cookie: headers.cookie, range: 'bytes=0-' } })
    const startedAt = Date.now()
    await stream.arrayBuffer()
    if (stream.status !== 206) return miss(`stream ${stream.status}`)
    await sleep(LISTEN_MS)
    const response = await fetch(`${track}/plays`, { method: 'POST', headers, body: JSON.stringify({ listened_ms: Date.now() - startedAt }) })
    const body = (await response.json()) as { counted?: boolean; reason?: string }
    if (body.counted) tally.counted++
    else miss(response.ok ? (body.reason ?? 'not counted') : String(response.status))
  }
  const startListen = () => {
    tally.sent++
    const listening = listen(trackIds[next++ % trackIds.length])
      .catch((error: Error) => miss(error.message))
      .finally(() => pending.delete(listening))
    pending.add(listening)
  }
  const startedAt = Date.now()
  const timer = setInterval(startListen, 1000 / perSecond)
  return async () => {
    clearInterval(timer)
    tally.seconds = (Date.now() - startedAt) / 1000
    await Promise.all(pending)
    return tally
  }
}

async function main() {
  await prepareCatalogue(dataDir, tracks, database)
  const listenedTracks = playsPerSecond > 0 ? await makeTracksListenable(dataDir, database, LISTENED_TRACKS, LISTENED_TRACK_MS) : []
  const ids = await samples()
  await database.close()
  const [serverPort, barePort] = [await freePort(), await freePort()]
  const children: ChildProcess[] = []
  const stop = () => children.forEach((child) => child.kill('SIGTERM'))
  process.on('SIGINT', () => {
    stop()
    process.exit(130)
  })
  try {
    // --cpu-prof: each server's CPU profile over the whole run (the cold one's too), in the data folder's profiles/.
    const server = await startServers(
      dataDir,
      serverPort,
      { ...(args['cpu-prof'] ? cpuProfileEnv(join(dataDir, 'profiles')) : {}), ...RAISED_PLAY_LIMITS, ...database.env },
      nodes
    )
    children.push(server)
    let base = `http://127.0.0.1:${serverPort}`
    const cookie = await signIn(base)
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
    const plays =
      playsPerSecond > 0
        ? `, ${playsPerSecond} plays/s while the cached endpoints are measured (guests streaming ${LISTENED_TRACKS} ${LISTENED_TRACK_MS / 1000} s tracks from byte 0, reported after ${LISTEN_MS} ms; all from 127.0.0.1, so the per-address play limits are raised: ${Object.entries(RAISED_PLAY_LIMITS).map(([name, value]) => `${name}=${value}`).join(', ')})`
        : ''
    console.log(`\n${tracks} tracks on ${dialect === 'mysql' ? 'MariaDB' : 'SQLite'}${nodes > 1 ? `, ${nodes} app nodes behind a round-robin balancer sharing Redis (${process.env.BENCH_BALANCER === 'node' ? 'a Node proxy' : 'nginx if installed'})` : ''}, ${connections} connections, ${duration} s per endpoint${plays}\n`)
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
    const played: PlaysTally = { sent: 0, counted: 0, seconds: 0, notCounted: {} }
    for (const name of ENDPOINTS) {
      if (!selected.has(name)) continue
      const cachedEndpoint = (CACHED_ENDPOINTS as readonly string[]).includes(name)
      const stopPlays = await recordPlaysInBackground(base, listenedTracks, cachedEndpoint ? playsPerSecond : 0)
      await run(name, server, paths[name](), name === 'library' ? { cookie } : undefined)
      const tally = await stopPlays()
      played.sent += tally.sent
      played.counted += tally.counted
      played.seconds += tally.seconds
      for (const [why, count] of Object.entries(tally.notCounted)) played.notCounted[why] = (played.notCounted[why] ?? 0) + count
    }
    if (played.sent) {
      const misses = Object.entries(played.notCounted).map(([why, count]) => `${why}: ${count}`).join(', ')
      console.log(
        `(${played.counted} of ${played.sent} plays counted meanwhile, over ${played.seconds.toFixed(0)} s at ${playsPerSecond}/s: ` +
          `≈ ${Math.round(playsPerSecond * played.seconds)} expected${misses ? `; not counted: ${misses}` : ''})`
      )
    }
    children.shift()!.kill('SIGTERM')

    // Endpoints answered from read caches once warm (core/kernel/database/read_cache.ts) again, with
    // every cache off (READ_CACHE=false): what each request costs when nothing is cached, e.g.
    // right after a write or for a query nobody asked before.
    const cached = CACHED_ENDPOINTS.filter((name) => selected.has(name))
    if (cached.length) {
      const coldPort = await freePort()
      const cold = await startServers(
        dataDir,
        coldPort,
        { ...(args['cpu-prof'] ? cpuProfileEnv(join(dataDir, 'profiles')) : {}), READ_CACHE: 'false', ...database.env },
        nodes
      )
      children.push(cold)
      base = `http://127.0.0.1:${coldPort}`
      // Signed in on this server, with a session and an XSRF cookie of its own, as a browser that
      // signed in there would hold.
      const coldCookie = cached.includes('library') ? await signIn(base) : cookie
      for (const name of cached)
        await run(`${name} cold`, cold, paths[name](), name === 'library' ? { cookie: coldCookie } : undefined)
      children.splice(children.indexOf(cold), 1)
      cold.kill('SIGTERM')
    }

    // The ratio's denominator: the track page without the framework, measured in the same run (the machine may be shared).
    let ratio: number | null = null
    const track = results.find((result) => result.endpoint === 'track')
    if (track && dialect === 'sqlite') {
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
        { tracks, database: dialect, nodes, connections, duration, playsPerSecond, plays: played, results, ratio, at: new Date().toISOString() },
        null,
        2
      )
    )
  } finally {
    stop()
  }
}

await main()
