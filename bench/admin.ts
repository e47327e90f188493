/**
 * `npm run bench:admin [-- --tracks 1000000 --duration 10 --connections 10 --db mysql]`
 *
 * The admin's lists on the bench catalogue (bench/catalogue.ts: 1M tracks,
 * 10k users, 5M plays): the tracks list with a search, a filter and a sort at
 * 10 connections, on its first page and 500 pages deep (keyset pages), then
 * the CSV export of every track: seconds, and how much the server's memory
 * grew meanwhile. docs/performance.md, "Admin lists", keeps the figures.
 * With `--db mysql`, the same on MariaDB's cadenza_bench_<tracks> (the
 * catalogue bench:api generates there, bench/database.ts).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { prepareCatalogue, signIn } from './catalogue.js'
import { benchDatabase, type BenchDatabase, type BenchDialect } from './database.js'
import { measure, report } from './load.js'
import { ROOT, ace, cpuSeconds, freePort, startProductionServer } from './support.js'

const { values: args } = parseArgs({
  options: {
    'tracks': { type: 'string', default: '1000000' },
    'duration': { type: 'string', default: '10' },
    'connections': { type: 'string', default: '10' },
    'data-dir': { type: 'string' },
    'depth': { type: 'string', default: '500' },
    'skip-export': { type: 'boolean', default: false },
    'db': { type: 'string', default: 'sqlite' },
  },
})
const tracks = Number(args.tracks)
const depth = Number(args.depth)
const dialect = args.db as BenchDialect
const dataDir = join(ROOT, args['data-dir'] ?? `tmp/bench/${dialect === 'mysql' ? 'mysql-' : ''}${tracks}`)
const database = benchDatabase(dialect, dataDir, tracks)
const LOAD = { connections: Number(args.connections), duration: Number(args.duration), warmUpSeconds: 3 }
const ADMIN = { email: 'bench-admin@cadenza.test', password: 'bench-admin-password-1' }
const LIST = '/api/v1/music/admin/tracks'

/**
 * The view an admin would open: tracks named with a common word (about 3 % of
 * them), added in the last five years (three quarters), most played first.
 * Enough rows for `depth` pages of 25 at a million tracks.
 */
function benchView() {
  const fiveYearsAgo = new Date(Date.now() - 5 * 365 * 86_400_000).toISOString().slice(0, 10)
  return { query: 'river', createdFrom: fiveYearsAgo, sort: 'plays', order: 'desc' }
}

/** The bench's admin account, made once (the catalogue's own bench account is a listener). */
async function ensureAdmin(bench: BenchDatabase) {
  const exists = (await bench.all('SELECT 1 FROM users WHERE email = ?', [ADMIN.email])).length > 0
  if (!exists) ace(dataDir, ['user:create', '--admin', '--email', ADMIN.email, '--password', ADMIN.password], bench.env)
}

const query = (params: Record<string, string>) => `${LIST}?${new URLSearchParams(params)}`

/** Follows nextCursor from the first page: the cursors of pages `from` to `to` (1-based). */
async function cursorsOfPages(base: string, cookie: string, view: Record<string, string>, from: number, to: number) {
  const cursors: string[] = []
  let cursor: string | null = null
  const started = performance.now()
  for (let page = 1; page < to; page++) {
    const response = await fetch(base + query({ ...view, ...(cursor ? { cursor } : {}) }), { headers: { cookie, accept: 'application/json' } })
    if (!response.ok) throw new Error(`page ${page}: ${response.status} ${await response.text()}`)
    const body = (await response.json()) as { pagination: { nextCursor: string | null } }
    cursor = body.pagination.nextCursor
    if (!cursor) throw new Error(`the view has only ${page} pages, fewer than ${to}`)
    if (page + 1 >= from) cursors.push(cursor)
  }
  const seconds = (performance.now() - started) / 1000
  console.log(`walked ${to - 1} pages one after another in ${seconds.toFixed(1)} s (${((seconds * 1000) / (to - 1)).toFixed(1)} ms a page, one connection)`)
  return cursors
}

/** Resident memory of a process, in MB (Linux). */
function rssMb(pid: number) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return match ? Number(match[1]) / 1024 : 0
}

/** Downloads the export of every track, sampling the server's memory while it streams. */
async function measureExport(base: string, cookie: string, pid: number) {
  const before = rssMb(pid)
  const cpuBefore = cpuSeconds([pid])
  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100)
  const started = performance.now()
  const response = await fetch(`${base}${LIST}/export`, { headers: { cookie } })
  if (!response.ok || !response.body) throw new Error(`export: ${response.status}`)
  let bytes = 0
  let lines = 0
  for await (const chunk of response.body) {
    bytes += chunk.byteLength
    for (const byte of chunk) if (byte === 10) lines++
  }
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  peak = Math.max(peak, rssMb(pid))
  const cpuAfter = cpuSeconds([pid])
  // The machine may be shared: the server's own CPU time says what the export costs without the wait for a core.
  const cpu = cpuBefore === null || cpuAfter === null ? '' : `, ${(cpuAfter - cpuBefore).toFixed(1)} s of server CPU`
  console.log(
    `CSV export   ${lines - 1} rows, ${(bytes / 1e6).toFixed(0)} MB in ${seconds.toFixed(1)} s${cpu} ` +
      `(${Math.round((lines - 1) / seconds)} rows/s); server RSS ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at most: +${(peak - before).toFixed(0)} MB`
  )
}

async function main() {
  await prepareCatalogue(dataDir, tracks, database)
  await ensureAdmin(database)
  await database.close()
  const port = await freePort()
  const server = await startProductionServer(dataDir, port, database.env)
  const stop = () => server.kill('SIGTERM')
  process.on('SIGINT', () => {
    stop()
    process.exit(130)
  })
  try {
    const base = `http://127.0.0.1:${port}`
    const cookie = await signIn(base, ADMIN)
    const view = benchView()
    console.log(`\n${tracks} tracks on ${dialect === 'mysql' ? 'MariaDB' : 'SQLite'}; tracks list: ${new URLSearchParams(view)}; ${LOAD.connections} connections, ${LOAD.duration} s per run\n`)
    // A few pages around the deep one, so the load does not read one page over and over.
    const deep = await cursorsOfPages(base, cookie, view, depth - 5, depth + 5)
    report(await measure('page 1', base, server, [query(view)], LOAD, { cookie }))
    report(await measure(`page ${depth}`, base, server, deep.map((cursor) => query({ ...view, cursor })), LOAD, { cookie }))
    if (!args['skip-export']) await measureExport(base, cookie, server.pid!)
  } finally {
    stop()
  }
}

await main()
