/**
 * Pieces the benches share: running ace commands and the production server
 * against a data folder of their own, free loopback ports, percentiles.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util'
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../bin/server_node_flags.js'
import { benchDatabase, type BenchDialect } from './database.js'

export const ROOT = new URL('../', import.meta.url).pathname

/** `node ace <command>` on the SQLite database of `dataDir` (setup's demo catalogue off), or the database `database` selects (bench/database.ts). */
export function ace(dataDir: string, command: string[], database: Record<string, string> = {}) {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DB_CONNECTION: 'sqlite',
    SQLITE_PATH: '',
    MUSIC_DEMO_CATALOGUE: 'false',
    NODE_ENV: 'development',
    ...database,
  }
  const result = spawnSync(process.execPath, ['ace.js', ...command], {
    cwd: ROOT,
    env,
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error(`node ace ${command.join(' ')} failed`)
}

// One free-port finder for the test runner, the tests' extra servers and the benches.
export { freePort } from '../tests/helpers/free_port.js'

/** Polls `url` until it answers below 500 (up to `seconds`), failing early when `child` exits. */
export async function waitFor(url: string, child: ChildProcess, seconds = 60) {
  for (let attempt = 0; attempt < seconds * 5; attempt++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`)
    try {
      if ((await fetch(url)).status < 500) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer`)
}

/**
 * The environment of the production server on 127.0.0.1:`port` with the
 * data folder's SQLite database and the web build in `webDist`.
 */
export function productionEnv(dataDir: string, port: number, webDist: string) {
  return {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DB_CONNECTION: 'sqlite',
    SQLITE_PATH: '',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: webDist,
  }
}

/**
 * The production server (`NODE_ENV=production`, `LOG_LEVEL=warn`) on
 * 127.0.0.1:`port` with the data folder's SQLite database, as `npm start`
 * runs it; an empty web build stands in for the real one. `env` adds to or,
 * with undefined, removes from the inherited environment.
 */
export async function startProductionServer(
  dataDir: string,
  port: number,
  env: Record<string, string | undefined> = {}
) {
  const dist = join(dataDir, 'web-dist')
  mkdirSync(dist, { recursive: true })
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div><!--app-bootstrap--></body></html>'
  )
  const merged: Record<string, string | undefined> = {
    ...SERVER_ENV,
    ...process.env,
    ...productionEnv(dataDir, port, dist),
    ...env,
  }
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name]
  // BENCH_SERVER_FLAGS: Node flags to try on the server (e.g. V8's GC flags); its output shows with BENCH_SERVER_STDOUT=1.
  const trying = process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? []
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...trying, 'bin/server.ts'], {
    cwd: ROOT,
    env: merged,
    stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore', 'inherit'],
  })
  await waitFor(`http://127.0.0.1:${port}/health`, child)
  return child
}

/**
 * The production server as startProductionServer starts it, or with `nodes`
 * above 1 that many behind a round-robin balancer on `port` (bench/balancer.ts),
 * sharing Redis (REDIS_URL, redis://127.0.0.1:6379 unless set). The process
 * answered is the proxy, whose process tree holds the nodes.
 */
export async function startServers(dataDir: string, port: number, env: Record<string, string>, nodes: number) {
  if (nodes <= 1) return startProductionServer(dataDir, port, env)
  const shared = { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', ...env }
  const child = spawn(process.execPath, ['--import', '@poppinss/ts-exec', 'bench/balancer.ts', dataDir, String(port), String(nodes), JSON.stringify(shared)], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await waitFor(`http://127.0.0.1:${port}/health`, child, 180)
  return child
}

/** The value below which `p` percent of `sorted` (ascending) lie. */
export function percentile(sorted: number[], p: number) {
  return sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
    : 0
}

/**
 * CPU seconds used so far by the processes `pids` and their descendants
 * (nginx's workers), from /proc; null elsewhere than Linux. The machine may be
 * shared: CPU per request is steadier than throughput when it is.
 */
export function cpuSeconds(pids: number[]): number | null {
  if (!pids.length || !existsSync('/proc/self/stat')) return null
  const stats = new Map<number, { parent: number; ticks: number }>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // The command name (field 2) may hold spaces: split after its closing parenthesis.
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
      stats.set(Number(entry), {
        parent: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
      })
    } catch {}
  }
  const inTree = (id: number): boolean =>
    pids.includes(id) || (id > 1 && stats.has(id) && inTree(stats.get(id)!.parent))
  let ticks = 0
  for (const [id, stat] of stats) if (inTree(id)) ticks += stat.ticks
  // Clock ticks: 100 per second on Linux.
  return ticks / 100
}

/**
 * The local MariaDB/MySQL server's process (mariadbd or mysqld), whose CPU per
 * request the benches report beside the app's: on a cold read it does much of
 * the work. Null when none runs on this machine.
 */
export function localDatabasePid(): number | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      if (/^(mariadbd|mysqld)$/.test(readFileSync(`/proc/${entry}/comm`, 'utf8').trim())) return Number(entry)
    } catch {}
  }
  return null
}

/**
 * The environment that makes a server started with startProductionServer
 * write a .cpuprofile into `dir` when it stops (open it in Chrome's DevTools).
 * Node only writes it on a normal exit, hence the SIGTERM handler.
 */
export function cpuProfileEnv(dir: string) {
  const exitOnTerm = 'data:text/javascript,process.on(%22SIGTERM%22,()=>process.exit(0))'
  return { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${dir} --import=${exitOnTerm}` }
}

/** The options every bench loading the generated catalogue takes (bench:api, bench:subsonic). */
const CATALOGUE_LOAD_OPTIONS = {
  'tracks': { type: 'string', default: '100000' },
  'duration': { type: 'string', default: '5' },
  'connections': { type: 'string', default: '50' },
  'data-dir': { type: 'string' },
  'db': { type: 'string', default: 'sqlite' },
  'help': { type: 'boolean' },
} as const satisfies ParseArgsOptionsConfig

type CatalogueLoadValues = ReturnType<typeof parseArgs<{ options: typeof CATALOGUE_LOAD_OPTIONS }>>['values']

/** Seconds of unmeasured load before each endpoint's run. */
const WARM_UP_SECONDS = 4

/**
 * The command line of a bench that loads the generated catalogue: its size,
 * its folder (tmp/bench/<tracks>/, or mysql-<tracks>/ for `--db mysql`, or
 * --data-dir), its database and how each endpoint is loaded, plus the
 * bench's own `options` (in `args`). `--help` prints `usage` and every
 * option with its default, and exits.
 */
export function catalogueLoadArgs<Options extends ParseArgsOptionsConfig>(usage: string, options: Options) {
  const all = { ...CATALOGUE_LOAD_OPTIONS, ...options }
  const { values: args, positionals } = parseArgs({ options: all, allowPositionals: true })
  // TypeScript cannot resolve the values of generic options; the shared ones are these.
  const shared = args as unknown as CatalogueLoadValues
  if (shared.help) {
    console.log(`${usage}\n\nOptions:`)
    for (const [name, option] of Object.entries(all)) {
      console.log(`  --${name}${'default' in option ? ` (default: ${option.default})` : ''}`)
    }
    process.exit(0)
  }
  if (shared.db !== 'sqlite' && shared.db !== 'mysql') throw new Error('--db: sqlite or mysql')
  const tracks = Number(shared.tracks)
  const dialect: BenchDialect = shared.db
  const dataDir = join(ROOT, shared['data-dir'] ?? (dialect === 'mysql' ? `tmp/bench/mysql-${tracks}` : `tmp/bench/${tracks}`))
  return {
    args,
    positionals,
    tracks,
    dialect,
    dataDir,
    database: benchDatabase(dialect, dataDir, tracks),
    /** How every endpoint is loaded. */
    load: {
      connections: Number(shared.connections),
      duration: Number(shared.duration),
      warmUpSeconds: WARM_UP_SECONDS,
      databasePid: dialect === 'mysql' && existsSync('/proc/self/stat') ? localDatabasePid() : null,
    },
  }
}
