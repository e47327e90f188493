/**
 * `npm run bench:subsonic [-- --tracks 1000000 --duration 5 --connections 50 --db mysql]`
 *
 * Load-tests the Subsonic API (plugins/music/server/subsonic) of the
 * production server on loopback against the generated catalogue bench:api
 * uses (tmp/bench/<tracks>/, made on the first run): getAlbumList2 (newest,
 * most played and alphabetical pages at random offsets), search3 (the
 * type-ahead queries of bench:api), getArtist, random albums and
 * getRandomSongs, each as an app sends it:
 * JSON, token + salt authentication with an app password made through the
 * account API; ping first, as the floor under the others. Target (issue 21): p95 < 25 ms at 1M tracks. Prints p50/p95/p99
 * latency, requests per second and server CPU per request, and writes them to
 * subsonic-results.json in the bench data folder.
 */
import { createHash } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ChildProcess } from 'node:child_process'
import { BENCH_USER, prepareCatalogue, SEARCH_QUERIES, signIn } from './catalogue.js'
import { measure, report, type Measure } from './load.js'
import { catalogueLoadArgs, freePort, startServers } from './support.js'

const { args, tracks, dialect, dataDir, database, load: LOAD } = catalogueLoadArgs(
  'npm run bench:subsonic [-- --tracks 1000000 --duration 5 --connections 50 --db mysql --endpoints ping,search3]',
  { endpoints: { type: 'string' } }
)
/** The endpoints to load (`--endpoints`, comma-separated names as printed), else all. */
const ENDPOINTS = typeof args.endpoints === 'string' ? args.endpoints.split(',') : null
/** The same salt on every request: the token is computed once, as an app that reuses its salt does. */
const SALT = 'benchsalt'

/** An app password for the bench account, made as account settings make one (cookie session + XSRF, the password typed again). */
async function makeAppPassword(base: string) {
  const cookie = await signIn(base, BENCH_USER, { confirmPassword: true })
  const xsrf = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(cookie)?.[1] ?? ''
  const response = await fetch(`${base}/api/v1/music/subsonic/app-passwords`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept': 'application/json', cookie, 'x-xsrf-token': decodeURIComponent(xsrf) },
    body: JSON.stringify({ name: 'bench' }),
  })
  if (response.status !== 201) throw new Error(`app password: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { app_password: { password: string } }).app_password.password
}

async function main() {
  await prepareCatalogue(dataDir, tracks, database)
  const random = database.sql.random
  const artistIds = (await database.all<{ id: number }>(`SELECT id FROM artists ORDER BY ${random} LIMIT 500`)).map((row) => row.id)
  const albums = (await database.all<{ count: number }>('SELECT COUNT(*) AS count FROM albums WHERE public = 1'))[0].count
  await database.close()

  const port = await freePort()
  const server: ChildProcess = await startServers(dataDir, port, database.env, 1)
  try {
    const base = `http://127.0.0.1:${port}`
    const password = await makeAppPassword(base)
    const auth = new URLSearchParams({ u: BENCH_USER.email, t: createHash('md5').update(password + SALT).digest('hex'), s: SALT, v: '1.16.1', c: 'bench', f: 'json' })
    const rest = (endpoint: string, params: Record<string, string | number>) =>
      `/rest/${endpoint}?${auth}&${new URLSearchParams(Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])))}`
    // Offsets over the first pages an app scrolls through, and deeper.
    const offsets = Array.from({ length: 100 }, (_, index) => Math.min(Math.floor(Math.random() * Math.max(albums - 20, 1)), index * 500))
    const paths: Record<string, string[]> = {
      // What authentication and the envelope cost alone, for reading the others.
      ping: [rest('ping', {})],
      getAlbumList2: ['newest', 'frequent', 'alphabeticalByName'].flatMap((type) => offsets.map((offset) => rest('getAlbumList2', { type, size: 20, offset }))),
      search3: SEARCH_QUERIES.map((query) => rest('search3', { query, artistCount: 5, albumCount: 10, songCount: 20 })),
      getArtist: artistIds.map((id) => rest('getArtist', { id: `ar-${id}` })),
      // Shuffle views: drawn by index seeks, never a random sort of every row.
      'albums random': [rest('getAlbumList2', { type: 'random', size: 20 })],
      getRandomSongs: [rest('getRandomSongs', { size: 20 })],
    }
    const check = await fetch(base + paths.getArtist[0])
    const body = (await check.json()) as { 'subsonic-response': { status: string } }
    if (body['subsonic-response'].status !== 'ok') throw new Error(`getArtist failed: ${JSON.stringify(body)}`)

    console.log(`\nSubsonic API, ${tracks} tracks on ${dialect === 'mysql' ? 'MariaDB' : 'SQLite'}, ${LOAD.connections} connections, ${LOAD.duration} s per endpoint\n`)
    const results: Measure[] = []
    for (const [endpoint, list] of Object.entries(paths)) {
      if (ENDPOINTS && !ENDPOINTS.includes(endpoint)) continue
      const result = await measure(endpoint, base, server, list, LOAD)
      results.push(result)
      report(result)
    }
    writeFileSync(join(dataDir, 'subsonic-results.json'), JSON.stringify({ tracks, database: dialect, load: LOAD, results, at: new Date().toISOString() }, null, 2))
  } finally {
    server.kill('SIGTERM')
  }
}

await main()
