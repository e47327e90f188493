/**
 * `npm run bench:reports`: the admin report index's API over a 365-day range
 * (issue 16: p95 < 150 ms at 10 connections, on SQLite and MariaDB).
 *
 *   npm run bench:reports                              # SQLite, in tmp/bench/reports
 *   DB_CONNECTION=mysql MYSQL_DATABASE=cadenza_reports_bench npm run bench:reports
 *   npm run bench:reports -- --connections 10 --duration 10 --tracks 20000
 *
 * Reports read daily roll-ups only (core/kernel/reports/daily_rollups.ts),
 * so what a report costs is set by the roll-up rows of its range, not by
 * the catalogue: the bench fills two years (a 365-day range and the period
 * before it) of the plays and visitors roll-ups at the issue's scale, 5M
 * plays a year (13,700 a day) over a 1M-track catalogue, which makes every
 * day's top lists full (100 tracks, artists, albums and pages, as many
 * countries, devices, systems and browsers as such traffic shows). The top
 * tracks' names come from a generated catalogue (`--tracks`, 20,000 by
 * default: the ten looked up by id cost the same in any size).
 *
 * `npm run bench:insights` (`--reports insights`): the insights of artists
 * and tracks (music's GET insights/{artists|tracks}/{id}, issue 17: p95 <
 * 150 ms) over 365-day ranges, never cached. Their roll-ups (per subject and
 * day, and per subject, dimension, day and value) are seeded for the 20
 * artists with the most tracks, each with ~1 % of the 5M plays a year
 * (every one of its tracks played every day, 40 countries, every device,
 * platform and source), among a bulk of other tracks' days, so each read
 * sums what the busiest artists of such a site would have.
 */
import type { ChildProcess } from 'node:child_process'
import { spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import Database from 'better-sqlite3'
import mysql from 'mysql2/promise'
import { TOP_VALUES_PER_MONTH } from '#core/kernel/reports/rollup_limits'
import { monthRollupStatements, monthsBetween } from '#plugins/music/server/insights/insight_month_sql'
import { BENCH_USER, signIn } from './catalogue.js'
import { measure, report, type Measure } from './load.js'
import { cpuProfileEnv, freePort, ROOT, startProductionServer } from './support.js'

const { values: options } = parseArgs({
  options: {
    'connections': { type: 'string', default: '10' },
    'duration': { type: 'string', default: '10' },
    'tracks': { type: 'string', default: '20000' },
    'data-dir': { type: 'string' },
    'reports': { type: 'string', default: 'plays,visitors' },
    // The insights roll-ups of the last run as they are (seeding them takes minutes): an A/B of reading code.
    'reuse-insights': { type: 'boolean', default: false },
    // The server's CPU profile over the whole run, in the data folder's profiles/ (open it in Chrome's DevTools).
    'cpu-prof': { type: 'boolean', default: false },
    // The report roll-ups of the last run as they are (seeding them takes minutes on MariaDB): an A/B of reading code.
    'reuse-rollups': { type: 'boolean', default: false },
  },
})
const benched = options.reports.split(',')

const PLAYS_PER_DAY = 13_700
/**
 * Custom 365-day ranges read cold, ending 1 to COLD_RANGES days ago: each is read from the roll-ups
 * once, then kept a minute (report_answers.ts), so there must be more of them than the warm-up and
 * the run send (365 were fewer than 7 s at 100 req/s: later requests were kept answers).
 */
const COLD_RANGES = 1100
/** The cold ranges' days, each with its previous 365. */
const DAYS = COLD_RANGES + 730
/** Each day's top values per dimension (TOP_VALUES_PER_DAY) and how many distinct values smaller dimensions have. */
const PLAY_DIMENSIONS = { track: 100, artist: 100, album: 100, country: 60, device: 3, platform: 8 }
const VISIT_DIMENSIONS = { page: 100, referrer: 100, country: 60, device: 3, platform: 8, browser: 12 }

const mysqlEnv = process.env.DB_CONNECTION === 'mysql'
const tracks = Number(options.tracks)
const dataDir = join(ROOT, options['data-dir'] ?? `tmp/bench/reports-${mysqlEnv ? 'mysql' : 'sqlite'}`)
const databaseEnv = mysqlEnv
  ? {
      DB_CONNECTION: 'mysql',
      MYSQL_HOST: process.env.MYSQL_HOST ?? '127.0.0.1',
      MYSQL_PORT: process.env.MYSQL_PORT ?? '3306',
      MYSQL_USER: process.env.MYSQL_USER ?? 'root',
      MYSQL_PASSWORD: process.env.MYSQL_PASSWORD ?? '',
      MYSQL_DATABASE: process.env.MYSQL_DATABASE ?? 'cadenza_reports_bench',
    }
  : { DB_CONNECTION: 'sqlite', SQLITE_PATH: '' }

/** `node ace <command>` on the bench's database. */
function ace(command: string[]) {
  const result = spawnSync(process.execPath, ['ace.js', ...command], {
    cwd: ROOT,
    env: { ...process.env, ...databaseEnv, DATA_DIR: dataDir, MUSIC_DEMO_CATALOGUE: 'false', NODE_ENV: 'development' },
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error(`node ace ${command.join(' ')} failed`)
}

/** Runs parameterized SQL on either database. */
interface Sql {
  run(sql: string, params?: unknown[]): Promise<unknown>
  rows<T>(sql: string, params?: unknown[]): Promise<T[]>
  close(): Promise<void>
}

async function connect(): Promise<Sql> {
  if (mysqlEnv) {
    const connection = await mysql.createConnection({
      host: databaseEnv.MYSQL_HOST,
      port: Number(databaseEnv.MYSQL_PORT),
      user: databaseEnv.MYSQL_USER,
      password: databaseEnv.MYSQL_PASSWORD,
      database: databaseEnv.MYSQL_DATABASE,
    })
    return {
      run: (sql, params) => connection.query(sql, params),
      rows: async <T>(sql: string, params?: unknown[]) => (await connection.query(sql, params))[0] as T[],
      close: () => connection.end(),
    }
  }
  const database = new Database(join(dataDir, 'cadenza.sqlite'))
  return {
    run: async (sql, params = []) => database.prepare(sql).run(...params),
    rows: async <T>(sql: string, params: unknown[] = []) => database.prepare(sql).all(...params) as T[],
    close: async () => {
      database.close()
    },
  }
}

/** Setup (migrations, roles: idempotent), then once per data folder or database the catalogue and an admin. */
async function prepareDatabase() {
  if (mysqlEnv) {
    const server = await mysql.createConnection({ host: databaseEnv.MYSQL_HOST, port: Number(databaseEnv.MYSQL_PORT), user: databaseEnv.MYSQL_USER, password: databaseEnv.MYSQL_PASSWORD })
    await server.query(`CREATE DATABASE IF NOT EXISTS \`${databaseEnv.MYSQL_DATABASE}\``)
    await server.end()
  }
  mkdirSync(dataDir, { recursive: true })
  ace(['setup'])
  const sql = await connect()
  const [{ count }] = await sql.rows<{ count: number }>('SELECT COUNT(*) AS count FROM tracks')
  const admins = await sql.rows('SELECT id FROM users WHERE email = ?', [BENCH_USER.email])
  await sql.close()
  if (Number(count) === 0) ace(['music:generate', '--tracks', String(tracks)])
  if (!admins.length) ace(['user:create', '--email', BENCH_USER.email, '--password', BENCH_USER.password, '--admin'])
}

/** Two years of daily roll-ups ending today, replacing what the tables held. */
async function seedRollups(sql: Sql) {
  const started = Date.now()
  const catalogue = async (table: string) => (await sql.rows<{ id: number }>(`SELECT id FROM ${table} ORDER BY id LIMIT 5000`)).map((row) => String(row.id))
  const ids: Record<string, string[]> = { track: await catalogue('tracks'), artist: await catalogue('artists'), album: await catalogue('albums') }
  const named = (dimension: string, count: number) => ids[dimension] ?? Array.from({ length: count }, (_, index) => `${dimension}-${index}`)
  for (const table of ['play_daily_totals', 'play_daily_top', 'play_monthly_top', 'play_span_top', 'visit_daily_totals', 'visit_daily_top', 'visit_monthly_top', 'visit_span_top'])
    await sql.run(`DELETE FROM ${table}`)
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate())
  const days = Array.from({ length: DAYS }, (_, index) => new Date(today - index * 86_400_000).toISOString().slice(0, 10))
  const random = seeded(16)
  const playTotals: unknown[][] = []
  const playTop: unknown[][] = []
  const visitTotals: unknown[][] = []
  const visitTop: unknown[][] = []
  for (const day of days) {
    const plays = Math.round(PLAYS_PER_DAY * (0.7 + 0.6 * random()))
    const visitors = Math.round(plays * 0.6)
    playTotals.push([day, plays, Math.round(plays * 0.3)])
    visitTotals.push([day, visitors, visitors * 3])
    // Each day's values, most counted first (Zipf-like shares), from a shuffled window of the dimension.
    for (const [dimension, count] of Object.entries(PLAY_DIMENSIONS)) {
      for (const [value, share] of dayValues(named(dimension, count), count, random)) playTop.push([day, dimension, value, Math.max(1, Math.round(plays * share)), 1])
    }
    for (const [dimension, count] of Object.entries(VISIT_DIMENSIONS)) {
      for (const [value, share] of dayValues(named(dimension, count), count, random)) visitTop.push([day, dimension, value, Math.max(1, Math.round(visitors * share * 3)), Math.max(1, Math.round(visitors * share))])
    }
  }
  await insert(sql, 'play_daily_totals', ['day', 'plays', 'listeners'], playTotals)
  await insert(sql, 'play_daily_top', ['day', 'dimension', 'value', 'plays', 'listeners'], playTop)
  const playMonths = monthlyTop(playTop, 3)
  const visitMonths = monthlyTop(visitTop, 4)
  const playSpans = spanTop(playTop, playMonths, 3)
  const visitSpans = spanTop(visitTop, visitMonths, 4)
  await sql.run('BEGIN')
  await insert(sql, 'play_monthly_top', ['month', 'dimension', 'value', 'plays', 'listeners'], playMonths)
  await insert(sql, 'play_span_top', ['span', 'day', 'dimension', 'value', 'plays', 'listeners'], playSpans)
  await insert(sql, 'visit_daily_totals', ['day', 'visitors', 'page_views'], visitTotals)
  await insert(sql, 'visit_daily_top', ['day', 'dimension', 'value', 'page_views', 'visitors'], visitTop)
  await insert(sql, 'visit_monthly_top', ['month', 'dimension', 'value', 'page_views', 'visitors'], visitMonths)
  await insert(sql, 'visit_span_top', ['span', 'day', 'dimension', 'value', 'page_views', 'visitors'], visitSpans)
  await sql.run('COMMIT')
  if (!mysqlEnv) await sql.run('ANALYZE')
  console.log(
    `Roll-ups of ${DAYS} days: ${playTop.length + playTotals.length} plays rows (${playSpans.length} span rows), ${visitTop.length + visitTotals.length} visitors rows (${visitSpans.length} span rows) (${((Date.now() - started) / 1000).toFixed(0)} s)`
  )
}

/** Artists whose insights are read, and their tracks: the catalogue's 20 artists with the most tracks. */
async function insightSubjects(sql: Sql) {
  const artists = await sql.rows<{ artist_id: number }>(
    'SELECT artist_id FROM artist_track GROUP BY artist_id ORDER BY COUNT(*) DESC, artist_id LIMIT 20'
  )
  const ids = artists.map((row) => Number(row.artist_id))
  const credits = await sql.rows<{ artist_id: number; track_id: number }>(
    `SELECT artist_id, track_id FROM artist_track WHERE artist_id IN (${ids.map(() => '?').join(', ')})`,
    ids
  )
  // A track credited to two of them is seeded (and read) once, with the first.
  const taken = new Set<number>()
  return ids.map((id) => {
    const own: number[] = []
    for (const row of credits) {
      const track = Number(row.track_id)
      if (Number(row.artist_id) !== id || taken.has(track)) continue
      taken.add(track)
      own.push(track)
    }
    return { id, tracks: own }
  })
}

/** Two years of insights roll-ups (music's play_insight_days and play_insight_values, then their months), replacing what they held. */
async function seedInsights(sql: Sql, subjects: Array<{ id: number; tracks: number[] }>) {
  const started = Date.now()
  for (const table of ['play_insight_days', 'play_insight_values']) await sql.run(`DELETE FROM ${table}`)
  // One transaction: millions of rows, not thousands of commits.
  await sql.run('BEGIN')
  const random = seeded(17)
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate())
  const days = Array.from({ length: 730 }, (_, index) => new Date(today - index * 86_400_000).toISOString().slice(0, 10))
  const breakdown: Record<string, string[]> = {
    country: Array.from({ length: 40 }, (_, index) => `${String.fromCharCode(65 + (index % 26))}${String.fromCharCode(65 + Math.floor(index / 26))}`),
    device: ['desktop', 'mobile', 'tablet'],
    platform: ['Windows', 'macOS', 'Linux', 'Android', 'iOS', 'ChromeOS', 'Ubuntu', ''],
    source: ['album', 'artist', 'playlist', 'radio', 'search', 'embed', 'profile', 'track'],
  }
  const dayRows: unknown[][] = []
  const valueRows: unknown[][] = []
  const flush = async () => {
    await insert(sql, 'play_insight_days', ['subject_type', 'subject_id', 'day', 'plays', 'listeners', 'completed', 'skips'], dayRows.splice(0))
    await insert(sql, 'play_insight_values', ['subject_type', 'subject_id', 'dimension', 'day', 'value', 'plays'], valueRows.splice(0))
  }
  for (const artist of subjects) {
    for (const day of days) {
      const plays = Math.round(PLAYS_PER_DAY * 0.01 * (0.7 + 0.6 * random()))
      dayRows.push(['artist', artist.id, day, plays, Math.round(plays * 0.4), Math.round(plays * 0.6), Math.round(plays * 0.2)])
      for (const [dimension, values] of Object.entries(breakdown))
        for (const value of values) valueRows.push(['artist', artist.id, dimension, day, value, Math.max(1, Math.round((plays / values.length) * (0.5 + random())))])
      for (const track of artist.tracks) {
        const trackPlays = Math.max(1, Math.round(plays / artist.tracks.length))
        dayRows.push(['track', track, day, trackPlays, trackPlays, Math.round(trackPlays * 0.6), Math.round(trackPlays * 0.2)])
        for (const [dimension, values] of Object.entries(breakdown)) valueRows.push(['track', track, dimension, day, values[Math.floor(random() * values.length)], trackPlays])
      }
    }
    await flush()
  }
  // The bulk: other tracks' days, a few thousand a day, spread over the catalogue.
  const [{ top }] = await sql.rows<{ top: number }>('SELECT MAX(id) AS top FROM tracks')
  const subjectTracks = new Set(subjects.flatMap((artist) => artist.tracks))
  for (const day of days) {
    const seen = new Set<number>()
    for (let index = 0; index < 2000; index++) {
      const track = 1 + Math.floor(random() * Number(top))
      if (seen.has(track) || subjectTracks.has(track)) continue
      seen.add(track)
      dayRows.push(['track', track, day, 1, 1, 0, 0])
      valueRows.push(['track', track, 'country', day, 'US', 1])
    }
    if (dayRows.length > 20_000) await flush()
  }
  await flush()
  // The monthly roll-ups the daily job keeps in step (music's insight_months.ts).
  for (const month of monthsBetween(days[days.length - 1], days[0])) for (const statement of monthRollupStatements(month)) await sql.run(statement.sql, statement.bindings)
  await sql.run('COMMIT')
  if (!mysqlEnv) await sql.run('ANALYZE')
  const [{ total }] = await sql.rows<{ total: number }>('SELECT (SELECT COUNT(*) FROM play_insight_days) + (SELECT COUNT(*) FROM play_insight_values) AS total')
  console.log(`Insights roll-ups of ${days.length} days: ${total} rows (${((Date.now() - started) / 1000).toFixed(0)} s)`)
}

/**
 * The monthly top rows of daily ones ([day, dimension, value, metric, metric]), as the roll-up
 * keeps them: per month and dimension the values summed over the days, the TOP_VALUES_PER_MONTH
 * with the most of the metric at `rankBy` (its column index).
 */
function monthlyTop(daily: unknown[][], rankBy: number): unknown[][] {
  const sums = new Map<string, unknown[]>()
  for (const [day, dimension, value, first, second] of daily as Array<[string, string, string, number, number]>) {
    const key = `${day.slice(0, 7)}|${dimension}|${value}`
    const row = sums.get(key) ?? [`${day.slice(0, 7)}-01`, dimension, value, 0, 0]
    row[3] = (row[3] as number) + first
    row[4] = (row[4] as number) + second
    sums.set(key, row)
  }
  const groups = new Map<string, unknown[][]>()
  for (const row of sums.values()) {
    const key = `${row[0]}|${row[1]}`
    groups.set(key, [...(groups.get(key) ?? []), row])
  }
  return [...groups.values()].flatMap((rows) => rows.sort((a, b) => (b[rankBy] as number) - (a[rankBy] as number)).slice(0, TOP_VALUES_PER_MONTH))
}

/**
 * The span top rows ([span, day, dimension, value, metric, metric]) as the roll-up keeps them
 * (daily_rollups.ts, recountSpansOfDay and closeEndedYear) from the daily and monthly top rows: per
 * day its year so far (the year's whole months from the monthly rows, the days of its own month
 * from the daily ones, its month whole on its last day), for each day but the 1st of a month that
 * has ended the rest of its month, and for each day of a year that has ended the rest of its year
 * (its rest of the month, or its month whole on a 1st, and the months after it); per span and
 * dimension the TOP_VALUES_PER_MONTH with the most at `rankBy`.
 */
function spanTop(daily: unknown[][], monthly: unknown[][], rankBy: number): unknown[][] {
  const byDay = groupBy(daily, 0)
  const byMonth = groupBy(monthly, 0)
  const days = [...byDay.keys()].sort()
  const lastDay = days[days.length - 1]
  const spans: unknown[][] = []
  const keep = (span: string, day: string, sums: Map<string, unknown[]>) => {
    const kept: unknown[][] = []
    const groups = groupBy([...sums.values()], 1)
    for (const rows of groups.values())
      for (const row of rows
        .sort((a, b) => (b[rankBy] as number) - (a[rankBy] as number) || String(a[2]).localeCompare(String(b[2])))
        .slice(0, TOP_VALUES_PER_MONTH))
        kept.push([span, day, ...row.slice(1)])
    spans.push(...kept)
    return kept
  }
  const add = (sums: Map<string, unknown[]>, rows: unknown[][] = []) => {
    for (const [, dimension, value, first, second] of rows as Array<[string, string, string, number, number]>) {
      const sum = sums.get(`${dimension}|${value}`)
      if (sum) {
        sum[3] = (sum[3] as number) + first
        sum[4] = (sum[4] as number) + second
      } else sums.set(`${dimension}|${value}`, ['', dimension, value, first, second])
    }
  }
  for (const day of days) {
    const month = `${day.slice(0, 7)}-01`
    const monthEnd = lastOfMonth(month)
    const sums = new Map<string, unknown[]>()
    for (const [other, rows] of byMonth) if (other.slice(0, 4) === day.slice(0, 4) && other < month) add(sums, rows)
    if (day === monthEnd) add(sums, byMonth.get(month))
    else for (const other of days) if (other >= month && other <= day) add(sums, byDay.get(other))
    keep('year_so_far', day, sums)
  }
  // The kept rest of each day's month, [span, day, dimension, value, metric, metric] (none for a 1st).
  const monthRests = new Map<string, unknown[][]>()
  for (const month of byMonth.keys()) {
    const monthEnd = lastOfMonth(month)
    if (monthEnd > lastDay) continue
    const rest = new Map<string, unknown[]>()
    for (let day = monthEnd; day > month; day = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)) {
      add(rest, byDay.get(day))
      monthRests.set(day, keep('month_rest', day, rest))
    }
  }
  for (const day of days) {
    if (day.slice(0, 4) === lastDay.slice(0, 4)) continue
    const month = `${day.slice(0, 7)}-01`
    const sums = new Map<string, unknown[]>()
    if (day === month) add(sums, byMonth.get(month))
    else add(sums, monthRests.get(day)?.map((row) => row.slice(1)))
    for (const [other, rows] of byMonth) if (other.slice(0, 4) === day.slice(0, 4) && other > month) add(sums, rows)
    keep('year_rest', day, sums)
  }
  return spans
}

function groupBy(rows: unknown[][], column: number) {
  const groups = new Map<string, unknown[][]>()
  for (const row of rows) {
    const key = String(row[column])
    const group = groups.get(key)
    if (group) group.push(row)
    else groups.set(key, [row])
  }
  return groups
}

function lastOfMonth(month: string) {
  return new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10)
}

/** `count` values of `pool` for one day with their shares (1/rank, normalised), the pool's head more often. */
function dayValues(pool: string[], count: number, random: () => number): Array<[string, number]> {
  const picked = new Set<string>()
  while (picked.size < Math.min(count, pool.length)) picked.add(pool[Math.floor(pool.length * random() ** 3)])
  const weights = [...picked].map((_, rank) => 1 / (rank + 1))
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  return [...picked].map((value, rank) => [value, weights[rank] / total])
}

async function insert(sql: Sql, table: string, columns: string[], rows: unknown[][]) {
  const batch = 500
  for (let from = 0; from < rows.length; from += batch) {
    const slice = rows.slice(from, from + batch)
    const placeholders = slice.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ')
    await sql.run(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${placeholders}`, slice.flat())
  }
}

/** A small deterministic generator (mulberry32): the same roll-ups on every run. */
function seeded(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let value = Math.imul(state ^ (state >>> 15), 1 | state)
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
}

async function main() {
  const load = { connections: Number(options.connections), duration: Number(options.duration), warmUpSeconds: 3 }
  console.log(`Admin reports on ${mysqlEnv ? `MySQL/MariaDB (${databaseEnv.MYSQL_DATABASE})` : 'SQLite'}, ${load.connections} connections, ${load.duration} s each`)
  await prepareDatabase()
  const sql = await connect()
  if (benched.some((name) => name !== 'insights') && !options['reuse-rollups']) await seedRollups(sql)
  const subjects = benched.includes('insights') ? await insightSubjects(sql) : []
  if (subjects.length && !options['reuse-insights']) await seedInsights(sql, subjects)
  await sql.close()

  const port = await freePort()
  let server: ChildProcess | null = null
  try {
    const profiling = options['cpu-prof'] ? cpuProfileEnv(join(dataDir, 'profiles')) : {}
    server = await startProductionServer(dataDir, port, { ...databaseEnv, QUEUE_WORKER: 'false', ...profiling })
    const base = `http://127.0.0.1:${port}`
    const cookie = await signIn(base)
    const results: Measure[] = []
    for (const name of benched.filter((benchedName) => benchedName !== 'insights')) {
      // The preset, as admins open it: read once a minute per process, then kept (report_answers.ts).
      results.push(await measure(`${name} 365d`, base, server, [`/api/v1/admin/reports/${name}?range=365d`], load, { cookie }))
      report(results[results.length - 1])
      // COLD_RANGES other years (ending 1 to COLD_RANGES days ago), each read from the roll-ups: every request a miss.
      const cold = Array.from({ length: COLD_RANGES }, (_, index) => customYear(name, index + 1))
      results.push(await measure(`${name} cold`, base, server, shuffled(cold), load, { cookie }))
      report(results[results.length - 1])
      if (results[results.length - 1].requests > COLD_RANGES / 2) console.log(`  (${name} cold: the warm-up and the run may have gone through all ${COLD_RANGES} ranges; later requests were kept answers)`)
    }
    if (subjects.length) {
      // Every request another subject or another year: nothing is kept between insights reads.
      const artistYears = subjects.flatMap((artist) => Array.from({ length: 18 }, (_, index) => insightsYear('artists', artist.id, index * 20)))
      results.push(await measure('insights artist', base, server, shuffled(artistYears), load, { cookie }))
      report(results[results.length - 1])
      const trackYears = subjects.flatMap((artist) => artist.tracks.slice(0, 20).map((track, index) => insightsYear('tracks', track, index * 18)))
      results.push(await measure('insights track', base, server, shuffled(trackYears), load, { cookie }))
      report(results[results.length - 1])
    }
    console.log(`\n| report (365 days) | req/s | p50 | p95 | p99 | CPU/req |\n| --- | --- | --- | --- | --- | --- |`)
    for (const result of results)
      console.log(`| ${result.endpoint} | ${result.rps} | ${result.p50} ms | ${result.p95} ms | ${result.p99} ms | ${result.cpuUs === null ? '' : `${(result.cpuUs / 1000).toFixed(1)} ms`} |`)
    for (const result of results) console.log(`${result.endpoint}: p95 ${result.p95} ms, ${result.p95 < 150 ? 'within' : 'OVER'} the 150 ms target`)
    if (results.some((result) => result.errors)) throw new Error('some requests failed')
  } finally {
    server?.kill('SIGTERM')
  }
}

/** The paths in a fixed random order (the warm-up reads the first 20). */
function shuffled(paths: string[]) {
  const random = seeded(7)
  return paths
    .map((path) => ({ path, order: random() }))
    .sort((a, b) => a.order - b.order)
    .map(({ path }) => path)
}

/** A subject's insights over 365 days ending `daysAgo` days before today. */
function insightsYear(subject: 'artists' | 'tracks', id: number, daysAgo: number) {
  const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10)
  return `/api/v1/music/insights/${subject}/${id}?range=custom&start=${day(daysAgo + 364)}&end=${day(daysAgo)}`
}

/** A custom range of 365 days ending `daysAgo` days before today. */
function customYear(name: string, daysAgo: number) {
  const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10)
  return `/api/v1/admin/reports/${name}?range=custom&start=${day(daysAgo + 364)}&end=${day(daysAgo)}`
}

await main()
