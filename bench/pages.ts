/**
 * `npm run bench:pages [-- --tracks 1000000 --duration 5 --connections 50 --pages track,artist]`
 *
 * Floods the production server with server-drawn pages (home, track, album,
 * artist, playlist, search, channel, profile), as guests and signed in, and
 * measures per page type: pages per second, latency percentiles, the share
 * of pages the server drew (the rest the browser draws: a busy server sends
 * the plain shell), the JSON API's latency while the flood runs against its
 * latency on a quiet server, and the server's RSS before and after the
 * floods. The catalogue is bench/api.ts's (tmp/bench/<tracks>/); the web app
 * is built into tmp/bench/web-dist first. SQLite only, like bench/api.ts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { setPriority } from 'node:os'
import Database from 'better-sqlite3'
import { slugify } from '../plugins/music/shared/urls.js'
import { BENCH_CHANNELS, prepareCatalogue, SEARCH_QUERIES, signIn } from './catalogue.js'
import { sqliteDatabase } from './database.js'
import { measure, type Measure } from './load.js'
import { cpuProfileEnv, freePort, percentile, ROOT, startProductionServer } from './support.js'

const { values: args } = parseArgs({
  options: {
    'tracks': { type: 'string', default: '1000000' },
    'duration': { type: 'string', default: '5' },
    'connections': { type: 'string', default: '50' },
    'data-dir': { type: 'string' },
    'pages': { type: 'string', default: 'home,track,album,artist,playlist,search,channel,profile' },
    'paths': { type: 'string', default: '100' },
    'viewers': { type: 'string', default: 'guest,signed-in' },
    'cpu-prof': { type: 'boolean', default: false },
    // Seconds after the last flood at which RSS is read again: what the process gives back, and how soon.
    'idle': { type: 'string', default: '10,30,60' },
  },
})
const tracks = Number(args.tracks)
const dataDir = join(ROOT, args['data-dir'] ?? `tmp/bench/${tracks}`)
const webDist = join(ROOT, 'tmp/bench/web-dist')
const LOAD = { connections: Number(args.connections), duration: Number(args.duration), warmUpSeconds: 2 }
/** Distinct pages per type the flood rotates over (each drawn once before it is measured). */
const PATHS_PER_TYPE = Number(args.paths)
/** How often the side client asks the JSON API during a flood (and on the quiet server). */
// Every 20 ms: ~350 answers a flood (with its warm-up), so its p95 is not set by a handful of them.
const PROBE_INTERVAL_MS = 20
/** The side client's scheduling priority (the server and autocannon run at 0). */
const PROBE_NICENESS = -10
const PAGE_TYPES = ['home', 'track', 'album', 'artist', 'playlist', 'search', 'channel', 'profile'] as const
type PageType = (typeof PAGE_TYPES)[number]
const selected = args.pages.split(',').map((name) => name.trim()) as PageType[]
const VIEWERS = { 'guest': 'guest', 'signed-in': 'signed in' } as const
const viewers = args.viewers.split(',').map((name) => {
  const viewer = VIEWERS[name.trim() as keyof typeof VIEWERS]
  if (!viewer) throw new Error(`--viewers: unknown ${name} (guest, signed-in)`)
  return viewer
})
for (const name of selected)
  if (!PAGE_TYPES.includes(name)) throw new Error(`--pages: unknown ${name} (one of ${PAGE_TYPES.join(', ')})`)
/** What a browser or a crawler sends. */
const BROWSER_HEADERS = { 'accept': 'text/html', 'accept-encoding': 'gzip, deflate, br' }

/** The web app and its server renderer, built as `npm run build` does, into the bench's folder. */
function buildWebApp() {
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST_DIR: webDist },
  })
  if (build.status !== 0) throw new Error('web build failed')
}

/** Page URLs of each type, as the web app links them, over random rows of the catalogue. */
function pagePaths(): Record<PageType, string[]> {
  const database = new Database(join(dataDir, 'cadenza.sqlite'), { readonly: true })
  const rows = <T>(sql: string) => database.prepare(sql).all(PATHS_PER_TYPE) as T[]
  const named = 'id, name'
  const paths: Record<PageType, string[]> = {
    home: ['/'],
    track: rows<{ id: number; name: string }>(`SELECT ${named} FROM tracks WHERE public = 1 ORDER BY random() LIMIT ?`).map(
      (track) => `/track/${track.id}/${slugify(track.name)}`
    ),
    album: rows<{ id: number; name: string; artist: string | null }>(
      `SELECT albums.id, albums.name, (SELECT artists.name FROM album_artist JOIN artists ON artists.id = album_artist.artist_id
        WHERE album_artist.album_id = albums.id LIMIT 1) AS artist FROM albums WHERE public = 1 ORDER BY random() LIMIT ?`
    ).map((album) => `/album/${album.id}/${slugify(album.artist ?? 'various artists')}/${slugify(album.name)}`),
    artist: rows<{ id: number; name: string }>(`SELECT ${named} FROM artists ORDER BY random() LIMIT ?`).map(
      (artist) => `/artist/${artist.id}/${slugify(artist.name)}`
    ),
    playlist: rows<{ id: number; name: string }>(`SELECT ${named} FROM playlists WHERE public = 1 ORDER BY random() LIMIT ?`).map(
      (playlist) => `/playlist/${playlist.id}/${slugify(playlist.name)}`
    ),
    search: SEARCH_QUERIES.map((query) => `/search/${encodeURIComponent(query)}`),
    // The genre channel over random genres, and the other channels as they are.
    channel: [
      ...rows<{ name: string }>('SELECT name FROM genres ORDER BY random() LIMIT ?').map((genre) => `/channel/genre/${encodeURIComponent(genre.name)}`),
      ...BENCH_CHANNELS.filter((channel) => channel.slug !== 'genre').map((channel) => `/channel/${channel.slug}`),
    ],
    // People whose profile is public (a public playlist of theirs links to it): others' profiles are not found.
    profile: rows<{ id: number; first_name: string | null; last_name: string | null }>(
      `SELECT id, first_name, last_name FROM users
       WHERE EXISTS (SELECT 1 FROM playlists WHERE playlists.owner_id = users.id AND playlists.public = 1) ORDER BY random() LIMIT ?`
    ).map((user) => `/user/${user.id}/${slugify([user.first_name, user.last_name].filter(Boolean).join(' '))}`),
  }
  const trackIds = rows<{ id: number }>('SELECT id FROM tracks WHERE public = 1 ORDER BY random() LIMIT ?').map((row) => row.id)
  database.close()
  apiPaths = trackIds.map((id) => `/api/v1/music/tracks/${id}`)
  return paths
}
let apiPaths: string[] = []

/**
 * The server process's resident memory in MB (Linux): all of it, and the
 * anonymous part. The rest is file pages: the binary, and the pages of the
 * memory-mapped SQLite database that reads touched (the OS's page cache,
 * shared and dropped under memory pressure, growing with the catalogue read).
 */
function rssMegabytes(server: ChildProcess) {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8')
  const field = (name: string) => Math.round(Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)![1]) / 1024)
  return { rss: field('VmRSS'), anonymous: field('RssAnon') }
}
const shownRss = ({ rss, anonymous }: { rss: number; anonymous: number }) => `${rss} MB (${anonymous} MB anonymous)`

/**
 * A side client that asks the JSON API (a track, rotating) every
 * PROBE_INTERVAL_MS, one request at a time, and samples the flooded pages
 * for whether the server drew them (the Server-Timing header), until stopped.
 */
function startProbe(base: string, pages: string[], headers: Record<string, string>) {
  const drawn = { drawn: 0, browser: 0 }
  let running = true
  const probe = spawn(process.execPath, ['--import', '@poppinss/ts-exec', 'bench/api_probe.ts', base, String(PROBE_INTERVAL_MS), ...apiPaths], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  // Ahead of the server and autocannon for a core, as a client on another machine would be (bench/api_probe.ts).
  setPriority(probe.pid!, PROBE_NICENESS)
  const api = new Promise<number[]>((resolve, reject) => {
    probe.once('message', (latencies) => resolve(latencies as number[]))
    probe.once('error', reject)
  })
  const sampler = (async () => {
    for (let index = 0; running && pages.length; index++) {
      const response = await fetch(base + pages[index % pages.length], { headers })
      await response.arrayBuffer()
      if (response.headers.get('server-timing')?.includes('drawn')) drawn.drawn++
      else drawn.browser++
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  })()
  return async () => {
    running = false
    probe.send('stop')
    const [apiLatencies] = await Promise.all([api, sampler])
    apiLatencies.sort((a, b) => a - b)
    const round = (value: number) => Math.round(value * 10) / 10
    return {
      apiP50: round(percentile(apiLatencies, 50)),
      apiP95: round(percentile(apiLatencies, 95)),
      apiMax: round(apiLatencies.at(-1) ?? 0),
      drawnShare: drawn.drawn + drawn.browser ? Math.round((100 * drawn.drawn) / (drawn.drawn + drawn.browser)) : null,
    }
  }
}

/**
 * Each page once, two at a time: what a crawler has asked for before (drawn
 * and kept for guests). Returns the paths that were not found: a flood of
 * them would measure 404s.
 */
async function visitOnce(base: string, paths: string[], headers: Record<string, string>) {
  let next = 0
  const missing: string[] = []
  const visitor = async () => {
    while (next < paths.length) {
      const path = paths[next++]
      const response = await fetch(base + path, { headers })
      await response.arrayBuffer()
      if (response.status === 404) missing.push(path)
    }
  }
  await Promise.all([visitor(), visitor()])
  return missing
}

interface PageResult extends Measure {
  viewer: 'guest' | 'signed in'
  apiP50: number
  apiP95: number
  apiMax: number
  drawnShare: number | null
  rssAfter: { rss: number; anonymous: number }
}

async function main() {
  await prepareCatalogue(dataDir, tracks, sqliteDatabase(dataDir))
  buildWebApp()
  const port = await freePort()
  // --cpu-prof: the server's CPU profile over the whole run, in the data folder's profiles/.
  const profiling = args['cpu-prof'] ? cpuProfileEnv(join(dataDir, 'profiles')) : {}
  const server = await startProductionServer(dataDir, port, { WEB_DIST_DIR: webDist, ...profiling })
  const stop = () => server.kill('SIGTERM')
  process.on('SIGINT', () => {
    stop()
    process.exit(130)
  })
  try {
    const base = `http://127.0.0.1:${port}`
    const rssAtStart = rssMegabytes(server)
    const paths = pagePaths()
    const cookie = await signIn(base)

    // Every probed API path once first: the quiet figure is a warm server's, like the flooded one's.
    await visitOnce(base, apiPaths, {})
    const quietProbe = startProbe(base, [], {})
    await new Promise((resolve) => setTimeout(resolve, 5000))
    const quiet = await quietProbe()
    console.log(`\n${tracks} tracks, ${LOAD.connections} connections, ${LOAD.duration} s per page type and viewer`)
    console.log(`RSS after start: ${shownRss(rssAtStart)}; JSON API (a track) on the quiet server: p50 ${quiet.apiP50} ms, p95 ${quiet.apiP95} ms\n`)

    const results: PageResult[] = []
    for (const type of selected) {
      for (const viewer of viewers) {
        const headers = viewer === 'guest' ? BROWSER_HEADERS : { ...BROWSER_HEADERS, cookie }
        const missing = await visitOnce(base, paths[type], headers)
        if (missing.length) console.warn(`${type} (${viewer}): ${missing.length} pages not found, e.g. ${missing[0]}`)
        const probe = startProbe(base, paths[type], headers)
        const result = await measure(`${type} (${viewer})`, base, server, paths[type], LOAD, headers)
        const side = await probe()
        const row = { ...result, viewer, ...side, rssAfter: rssMegabytes(server) }
        results.push(row)
        console.log(
          `${row.endpoint.padEnd(22)} ${String(row.rps).padStart(5)} pages/s  p50 ${row.p50}  p95 ${row.p95}  p99 ${row.p99} ms` +
            `  drawn ${row.drawnShare ?? '-'}%  CPU ${row.cpuUs ?? '-'} µs/page  API p95 ${row.apiP95} ms (max ${row.apiMax})` +
            `  RSS ${shownRss(row.rssAfter)}${row.errors ? `  (${row.errors} errors)` : ''}`
        )
      }
    }
    const rssIdle: Array<{ seconds: number } & ReturnType<typeof rssMegabytes>> = []
    for (const seconds of args.idle.split(',').map(Number)) {
      const waited = rssIdle.at(-1)?.seconds ?? 0
      await new Promise((resolve) => setTimeout(resolve, (seconds - waited) * 1000))
      rssIdle.push({ seconds, ...rssMegabytes(server) })
    }
    const worstApi = Math.max(...results.map((row) => row.apiP95))
    const highest = results.reduce((top, row) => (row.rssAfter.rss > top.rss ? row.rssAfter : top), rssAtStart)
    console.log(`\nRSS: ${shownRss(rssAtStart)} after start, ${shownRss(highest)} at most after a flood; idle: ${rssIdle.map((idle) => `${shownRss(idle)} after ${idle.seconds} s`).join(', ')}`)
    console.log(`JSON API p95: ${quiet.apiP95} ms quiet, ${worstApi} ms at worst under a flood (${(worstApi / quiet.apiP95).toFixed(1)}x)`)
    writeFileSync(
      join(dataDir, 'results-pages.json'),
      JSON.stringify({ tracks, ...LOAD, quiet, rssAtStart, rssIdle, results, at: new Date().toISOString() }, null, 2)
    )
  } finally {
    stop()
  }
}

await main()
