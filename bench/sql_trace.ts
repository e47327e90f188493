/**
 * `node --import @poppinss/ts-exec bench/sql_trace.ts [--tracks 1000000] [--db mysql] [path...]`
 *
 * Runs the production server in this process against a bench catalogue
 * (tmp/bench/<tracks>/ made by `npm run bench:api`, or with `--db mysql` its
 * MariaDB database), requests each API path once (after one warm-up request)
 * and prints every SQL statement it sent with its time, then the plan
 * (`EXPLAIN QUERY PLAN` on SQLite, `EXPLAIN` on MariaDB) of the slowest ones.
 * A tool for finding full scans, temp tables and round trips while tuning the
 * endpoints. Paths are relative to /api/v1/music; `--user` signs the bench
 * account in; a path starting with / is a page of the web app (built by
 * bench:pages). With `--samples N`, {track} {album} {artist} {playlist} in a
 * path take N random ids and the statements are summed up by shape (count,
 * mean, max). READ_CACHE=false traces what a cold page sends; `--full` prints whole statements.
 */
import 'reflect-metadata'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { catalogueLoadArgs, freePort, productionEnv, ROOT } from './support.js'
import { signIn } from './catalogue.js'

const { args, positionals, dataDir, database, dialect } = catalogueLoadArgs('node --import @poppinss/ts-exec bench/sql_trace.ts [options] path...', {
  'explain': { type: 'string', default: '3' },
  'user': { type: 'boolean', default: false },
  'samples': { type: 'string', default: '1' },
  // Whole statements with their values in place (to replay them, e.g. in the mysql client), not their first 300 characters.
  'full': { type: 'boolean', default: false },
})

const port = await freePort()
// Pages need a built web app: bench:pages' build (tmp/bench/web-dist) when there is one.
const pagesWebDist = join(ROOT, 'tmp/bench/web-dist')
Object.assign(process.env, productionEnv(dataDir, port, existsSync(pagesWebDist) ? pagesWebDist : join(dataDir, 'web-dist')), database.env)

const { Ignitor } = await import('@adonisjs/core')
const { APP_ROOT, importer } = await import('../bin/app_root.js')
await new Ignitor(APP_ROOT, { importer })
  .tap((app) => app.booting(async () => void (await import('#start/env'))))
  .httpServer()
  .start()
const { default: db } = await import('@adonisjs/lucid/services/db')

interface Traced {
  sql: string
  bindings: unknown[]
  ms: number
}
let traced: Traced[] = []
const started = new Map<string, number>()
const client = db.connection().getWriteClient() as any
client.on('query', (query: any) => started.set(query.__knexQueryUid, performance.now()))
client.on('query-response', (_response: unknown, query: any) => {
  const at = started.get(query.__knexQueryUid)
  traced.push({
    sql: query.sql,
    bindings: query.bindings ?? [],
    ms: at === undefined ? Number.NaN : performance.now() - at,
  })
})

const base = `http://127.0.0.1:${port}`
// Signed in as the bench account the way the web app signs in (bench/catalogue.ts).
const cookie = args.user ? await signIn(base) : ''

const inline = (sql: string, bindings: unknown[]) => {
  let index = 0
  return sql.replace(/\?/g, () => {
    const value = bindings[index++]
    return typeof value === 'string' ? `'${value.replace(/'/g, "''")}'` : String(value)
  })
}

const randomIds = async (table: string, count: number) =>
  (
    await database.all<{ id: number }>(
      `SELECT id FROM ${table} ${table === 'artists' ? '' : 'WHERE public = 1'} ORDER BY ${database.sql.random} LIMIT ?`,
      [count]
    )
  ).map((row) => row.id)
const samples = Number(args.samples)
const pools: Record<string, number[]> = {}
const expand = async (path: string) => {
  if (!/\{\w+\}/.test(path)) return Array(samples).fill(path) as string[]
  for (const [, name] of path.matchAll(/\{(\w+)\}/g)) pools[name] ??= await randomIds(`${name}s`, samples)
  return Array.from({ length: samples }, (_, index) =>
    path.replace(/\{(\w+)\}/g, (_match, name: string) => String(pools[name][index]))
  )
}

async function explain(query: Traced) {
  console.log(`\n  plan (${query.ms.toFixed(1)} ms): ${query.sql.slice(0, 160)}`)
  try {
    const bindings = query.bindings.map((value) =>
      typeof value === 'boolean' ? Number(value) : value
    )
    if (dialect === 'sqlite') {
      const plan = await database.all<{ detail: string }>(`EXPLAIN QUERY PLAN ${query.sql}`, bindings)
      for (const row of plan) console.log(`    ${row.detail}`)
    } else {
      const plan = await database.all<Record<string, unknown>>(`EXPLAIN ${query.sql}`, bindings)
      for (const { id, select_type: select, table, type, key, rows, Extra: extra } of plan)
        console.log(`    ${id} ${select} ${table} ${type} key=${key} rows=${rows} ${extra ?? ''}`)
    }
  } catch (error) {
    console.log(`    (${(error as Error).message})`)
  }
}

// A path starting with / is a page of the web app (its shell, as a browser asks for it); others are API paths.
const urlOf = (path: string) => (path.startsWith('/') ? `${base}${path}` : `${base}/api/v1/music/${path}`)

for (const pattern of positionals) {
  const headers = { accept: pattern.startsWith('/') ? 'text/html' : 'application/json', cookie }
  const paths = await expand(pattern)
  await (await fetch(urlOf(paths[0]), { headers })).arrayBuffer()
  const all: Traced[] = []
  const totals: number[] = []
  let status = 0
  let bytes = 0
  for (const path of paths) {
    traced = []
    const startedAt = performance.now()
    const response = await fetch(urlOf(path), { headers })
    bytes += (await response.text()).length
    totals.push(performance.now() - startedAt)
    status = Math.max(status, response.status)
    all.push(...traced)
  }
  totals.sort((a, b) => a - b)
  const sqlMs = all.reduce((sum, query) => sum + query.ms, 0) / paths.length
  console.log(
    `\n=== ${pattern}: max status ${status}, mean ${(totals.reduce((a, b) => a + b, 0) / totals.length).toFixed(1)} ms, max ${totals.at(-1)!.toFixed(1)} ms, ` +
      `${(all.length / paths.length).toFixed(1)} queries (${sqlMs.toFixed(1)} ms of SQL), ${Math.round(bytes / paths.length)} bytes`
  )
  if (paths.length === 1) {
    for (const query of all)
      console.log(
        `${query.ms.toFixed(1).padStart(7)} ms  ${inline(query.sql, query.bindings).slice(0, args.full ? undefined : 300)}`
      )
    for (const query of [...all].sort((a, b) => b.ms - a.ms).slice(0, Number(args.explain)))
      await explain(query)
    continue
  }
  const shapes = new Map<string, { count: number; total: number; max: Traced }>()
  for (const query of all) {
    const shape = query.sql.replace(/\(\?(, \?)*\)/g, '(…)')
    const entry = shapes.get(shape) ?? { count: 0, total: 0, max: query }
    entry.count++
    entry.total += query.ms
    if (query.ms >= entry.max.ms) entry.max = query
    shapes.set(shape, entry)
  }
  const ranked = [...shapes].sort((a, b) => b[1].total - a[1].total)
  for (const [shape, entry] of ranked) {
    console.log(
      `${(entry.total / entry.count).toFixed(2).padStart(8)} ms mean ${entry.max.ms.toFixed(1).padStart(7)} max ×${String(entry.count).padStart(4)}  ${shape.slice(0, 220)}`
    )
  }
  for (const [, entry] of ranked.slice(0, Number(args.explain))) await explain(entry.max)
}
process.exit(0)
