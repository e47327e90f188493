/**
 * Pieces the benches share: running ace commands and the production server
 * against a data folder of their own, free loopback ports, percentiles.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'

export const ROOT = new URL('../', import.meta.url).pathname

/** `node ace <command>` on the SQLite database of `dataDir` (setup's demo catalogue off). */
export function ace(dataDir: string, command: string[]) {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DB_CONNECTION: 'sqlite',
    SQLITE_PATH: '',
    MUSIC_DEMO_CATALOGUE: 'false',
    NODE_ENV: 'development',
  }
  const result = spawnSync(process.execPath, ['ace.js', ...command], {
    cwd: ROOT,
    env,
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error(`node ace ${command.join(' ')} failed`)
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

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
    ...process.env,
    ...productionEnv(dataDir, port, dist),
    ...env,
  }
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name]
  const child = spawn(process.execPath, ['--import', '@poppinss/ts-exec', 'bin/server.ts'], {
    cwd: ROOT,
    env: merged,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await waitFor(`http://127.0.0.1:${port}/health`, child)
  return child
}

/** The value below which `p` percent of `sorted` (ascending) lie. */
export function percentile(sorted: number[], p: number) {
  return sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
    : 0
}
