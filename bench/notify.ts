/**
 * `npm run bench:notify [-- --followers 100000 --events 100 --reads 500]`
 *
 * Notifications (issue 19), three figures:
 * 1. Event to SSE client across two app nodes sharing Redis (and the data
 *    folder's SQLite database): Grace follows Ada through node A, Ada's event
 *    stream is held by node B; the time from sending the follow to the event
 *    arriving, `--events` times (unfollow in between), p50/p95. Target p95 < 1 s.
 * 2. One release's fan-out to `--followers` followers (bench/notify_fanout.ts):
 *    every notification stored and pushed to the followers' channels, the
 *    browser-push jobs run (no browser subscribed). The followers' email
 *    channel is off: their emails are 100 queued jobs of 1,000 sends each,
 *    bounded by the mail server, not by the fan-out. Target < 30 s.
 * 3. GET notifications (a page of 30 and the unread count) p95 for a person
 *    with 1,000 notifications, in a table of `--followers` more. Target < 25 ms.
 * 4. Page reads while the fan-out of 2. runs: four readers (a guest's drawn
 *    artist page and its API, Ada's notifications list, each node), each
 *    sending `--read-rate` requests a second (one at a time), p95 with the
 *    fan-out running against the same p95 just before it. Target: every
 *    read keeps its own target (API p95 < 25 ms, drawn page p95 < 50 ms).
 *    Paced, not back to back: four closed loops would saturate both cores
 *    and measure how CPU is shared, not how long a reader waits.
 *
 * The data folder is tmp/bench/notify/ (or --data-dir): set up, and the
 * followers generated, on the first run; with `--db mysql` the database is
 * cadenza_bench_notify on the local MariaDB (bench/database.ts).
 */
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { spawn } from 'node:child_process'
import { XSRF_TOKEN_PATH } from '#core/kernel/shared/xsrf_token_path'
import { ROOT, ace, freePort, percentile, startProductionServer } from './support.js'
import { benchDatabase, type BenchDatabase, type BenchDialect } from './database.js'

const { values: args } = parseArgs({
  options: {
    'followers': { type: 'string', default: '100000' },
    'events': { type: 'string', default: '100' },
    'reads': { type: 'string', default: '500' },
    'data-dir': { type: 'string' },
    'db': { type: 'string', default: 'sqlite' },
    'read-rate': { type: 'string', default: '50' },
  },
})
const followers = Number(args.followers)
const dataDir = join(ROOT, args['data-dir'] ?? 'tmp/bench/notify')
const database = benchDatabase(args.db as BenchDialect, dataDir, 'notify')
const PASSWORD = 'bench-notify-password'
const ADA = 'ada@notify.bench'
const GRACE = 'grace@notify.bench'
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/4'

/** A browser over fetch: the session and XSRF cookies as the web app keeps them. */
class Browser {
  #cookies = new Map<string, string>()
  constructor(readonly origin: string) {}

  cookieHeader() {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  async request(method: string, path: string, body?: unknown) {
    const xsrf = this.#cookies.get('XSRF-TOKEN')
    const response = await fetch(new URL(path, this.origin), {
      method,
      headers: { cookie: this.cookieHeader(), accept: 'application/json', ...(xsrf && { 'x-xsrf-token': decodeURIComponent(xsrf) }), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      redirect: 'manual',
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      this.#cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1))
    }
    return response
  }

  async signIn(email: string) {
    // The web app asks for its XSRF cookie before its first write: a cookie-less page sets none.
    await (await this.request('GET', XSRF_TOKEN_PATH)).arrayBuffer()
    const response = await this.request('POST', '/auth/login', { email, password: PASSWORD, remember: false })
    if (response.status !== 200) throw new Error(`sign-in of ${email}: ${response.status}`)
    return this
  }
}

/** Whether an earlier run left the bench's people in the database. */
async function prepared(bench: BenchDatabase) {
  try {
    return (await bench.all('SELECT id FROM users WHERE email = ?', [ADA])).length > 0
  } catch {
    return false
  }
}

/** Generates the artist, its followers (email channel off, see above) and Ada's 1,000 notifications, once. */
async function prepare(bench: BenchDatabase) {
  mkdirSync(dataDir, { recursive: true })
  if (bench.dialect === 'sqlite' && existsSync(join(dataDir, 'cadenza.sqlite'))) return
  await bench.create()
  if (bench.dialect === 'mysql' && (await prepared(bench))) return
  ace(dataDir, ['setup'], bench.env)
  for (const email of [ADA, GRACE]) ace(dataDir, ['user:create', `--email=${email}`, `--password=${PASSWORD}`], bench.env)
  const now = Date.now()
  // Times as each driver takes them: SQLite's rows hold milliseconds (as the app writes them there), MariaDB's DATETIMEs.
  const at = (millis: number) => (bench.dialect === 'mysql' ? new Date(millis) : millis)
  await bench.run("INSERT INTO artists (name, verified, plays, followers_count, created_at) VALUES ('Bench Artist', 0, 0, ?, ?)", [followers, at(now)])
  const [artist] = await bench.all<{ id: number }>("SELECT id FROM artists WHERE name = 'Bench Artist'")
  await insertInBatches(bench, 'INSERT INTO users (email, password, first_name, timezone, created_at, updated_at) VALUES', "(?, 'x', ?, 'UTC', ?, ?)", followers, (index) => [`fan${index}@notify.bench`, `Fan ${index}`, at(now), at(now)])
  const fans = "FROM users WHERE email LIKE 'fan%@notify.bench'"
  await bench.run(`INSERT INTO follows (follower_id, followable_type, followable_id, created_at) SELECT id, 'artist', ?, ? ${fans}`, [artist.id, at(now)])
  // `database` is a reserved word in MariaDB; both dialects take the backquotes.
  await bench.run(`INSERT INTO notification_selections (user_id, notif_id, \`database\`, email, browser) SELECT id, 'music.new_release', 1, 0, 1 ${fans}`)
  const [ada] = await bench.all<{ id: number }>('SELECT id FROM users WHERE email = ?', [ADA])
  const data = JSON.stringify({ lines: [{ type: 'primary', content: 'Someone followed you' }] })
  await insertInBatches(bench, 'INSERT INTO notifications (id, user_id, type, data, read_at, created_at) VALUES', "(?, ?, 'music.new_follower', ?, ?, ?)", 1000, (index) => {
    const createdAt = now - (1000 - index) * 60_000
    // Time-ordered ids, as the server makes them (UUIDv7 layout: milliseconds first).
    const millis = createdAt.toString(16).padStart(12, '0')
    return [`${millis.slice(0, 8)}-${millis.slice(8)}-7${randomUUID().slice(15)}`, ada.id, data, index < 900 ? at(now) : null, at(createdAt)]
  })
}

/** `count` rows of `values(index)`, a thousand to a statement. */
async function insertInBatches(bench: BenchDatabase, insert: string, placeholders: string, count: number, values: (index: number) => unknown[]) {
  for (let first = 0; first < count; first += 1000) {
    const indexes = Array.from({ length: Math.min(1000, count - first) }, (_, offset) => first + offset)
    await bench.run(`${insert} ${indexes.map(() => placeholders).join(', ')}`, indexes.flatMap(values))
  }
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms (n=${sorted.length})`
}

/** Ada's stream on node B; Grace follows her on node A; each follow's time until Ada's tab has the event. */
async function eventToClient(nodeA: string, nodeB: string, adaId: number) {
  const ada = await new Browser(nodeB).signIn(ADA)
  const grace = await new Browser(nodeA).signIn(GRACE)
  const uid = randomUUID()
  const abort = new AbortController()
  const stream = await fetch(`${nodeB}/__transmit/events?uid=${uid}`, { headers: { cookie: ada.cookieHeader(), accept: 'text/event-stream' }, signal: abort.signal })
  const arrivals: Array<() => void> = []
  void (async () => {
    const decoder = new TextDecoder()
    for await (const chunk of stream.body!) if (decoder.decode(chunk).includes('notification.created')) arrivals.shift()?.()
  })().catch(() => {})
  const subscribed = await ada.request('POST', '/__transmit/subscribe', { uid, channel: `notifications/users/${adaId}` })
  if (subscribed.status !== 204) throw new Error(`subscribe: ${subscribed.status}`)
  const samples: number[] = []
  for (let index = 0; index < Number(args.events); index++) {
    await (await grace.request('DELETE', `/api/v1/music/follows/user/${adaId}`)).arrayBuffer()
    const arrived = new Promise<void>((resolve) => arrivals.push(resolve))
    const started = performance.now()
    await (await grace.request('PUT', `/api/v1/music/follows/user/${adaId}`)).arrayBuffer()
    await arrived
    samples.push(performance.now() - started)
  }
  abort.abort()
  return samples
}

async function listReads(node: string) {
  const ada = await new Browser(node).signIn(ADA)
  const samples: number[] = []
  for (let index = 0; index < 20; index++) await (await ada.request('GET', '/api/v1/notifications')).arrayBuffer()
  for (let index = 0; index < Number(args.reads); index++) {
    const started = performance.now()
    const response = await ada.request('GET', `/api/v1/notifications?page=${1 + (index % 3)}`)
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`GET notifications: ${response.status}`)
    samples.push(performance.now() - started)
  }
  return samples
}

/** The reads whose speed a fan-out must not spoil, each with its target p95 in ms. */
function pageReads(nodeA: string, nodeB: string, artistId: number, ada: Browser) {
  const guest = new Browser(nodeB)
  return [
    { name: `drawn artist page (guest, node B)`, target: 50, read: () => guest.request('GET', `/artist/${artistId}`) },
    { name: `artist API (guest, node B)`, target: 25, read: () => guest.request('GET', `/api/v1/music/artists/${artistId}`) },
    { name: `GET notifications (Ada, node A)`, target: 25, read: () => ada.request('GET', '/api/v1/notifications') },
    { name: `artist API (guest, node A)`, target: 25, read: () => new Browser(nodeA).request('GET', `/api/v1/music/artists/${artistId}`) },
  ]
}

/** Each read in its own loop, one request at a time at `--read-rate` a second, until `until` settles; the samples per read. */
async function readWhile(reads: ReturnType<typeof pageReads>, until: Promise<unknown>) {
  let done = false
  void until.finally(() => (done = true))
  return Promise.all(
    reads.map(async ({ read }) => {
      const samples: number[] = []
      while (!done) {
        const started = performance.now()
        const response = await read()
        await response.arrayBuffer()
        if (response.status !== 200) throw new Error(`page read: ${response.status} ${response.url}`)
        const took = performance.now() - started
        samples.push(took)
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 / Number(args['read-rate']) - took)))
      }
      return samples
    })
  )
}

/** Runs bench/notify_fanout.ts in its own process (the queue worker's part); its JSON result. */
function fanOut(artistId: number) {
  return new Promise<{ seconds: number; delivered: number }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', '@poppinss/ts-exec', 'bench/notify_fanout.ts', dataDir, String(artistId)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...database.env } })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(output.trim().split('\n').pop()!)) : reject(new Error(`fan-out exited with ${code}`))))
  })
}

async function main() {
  await prepare(database)
  const [artist] = await database.all<{ id: number }>("SELECT id FROM artists WHERE name = 'Bench Artist'")
  const [ada] = await database.all<{ id: number }>('SELECT id FROM users WHERE email = ?', [ADA])
  await database.close()
  console.log(`${database.description}: ${followers.toLocaleString('en')} followers`)
  const env = { ...database.env, REDIS_URL, SESSION_DRIVER: 'cookie', QUEUE_WORKER: 'false', QUEUE_DRIVER: 'sync' }
  const [portA, portB] = [await freePort(), await freePort()]
  const nodes = [await startProductionServer(dataDir, portA, env), await startProductionServer(dataDir, portB, env)]
  const [nodeA, nodeB] = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`]
  try {
    const events = await eventToClient(nodeA, nodeB, ada.id)
    console.log(`event -> SSE client on the other node (Redis): ${stats(events)}  target p95 < 1000 ms`)
    const reads = await listReads(nodeA)
    console.log(`GET notifications (30 of 1,000, table of ${followers.toLocaleString('en')}+): ${stats(reads)}  target p95 < 25 ms`)
    const pages = pageReads(nodeA, nodeB, artist.id, await new Browser(nodeA).signIn(ADA))
    const quiet = await readWhile(pages, new Promise((resolve) => setTimeout(resolve, 5000)))
    const fanning = fanOut(artist.id)
    const during = await readWhile(pages, fanning)
    const result = await fanning
    console.log(`fan-out of one release to ${result.delivered.toLocaleString('en')} followers: ${result.seconds.toFixed(1)} s  target < 30 s`)
    console.log('page reads, before the fan-out / while it runs:')
    pages.forEach(({ name, target }, index) => {
      const p95 = (samples: number[]) => percentile([...samples].sort((a, b) => a - b), 95)
      const met = p95(during[index]) < target ? '✓' : '✗'
      console.log(`  ${name}: p95 ${p95(quiet[index]).toFixed(1)} / ${p95(during[index]).toFixed(1)} ms (n=${quiet[index].length} / ${during[index].length})  target p95 < ${target} ms ${met}`)
    })
  } finally {
    for (const node of nodes) node.kill('SIGTERM')
  }
  console.log(`load average now: ${(await import('node:os')).loadavg().map((value) => value.toFixed(1)).join(' ')}`)
}

await main()
