/*
 * `npm start`: everything a fresh checkout needs, then the server.
 *   1. builds the web app when web/dist (or WEB_DIST_DIR's folder) is missing or
 *      was built from other sources (bin/web_build_fingerprint.js),
 *   2. migrates the database and runs the idempotent seeders (`node ace setup`),
 *   3. serves http://HOST:PORT (defaults 0.0.0.0:3333).
 * Nothing to configure: the SQLite database and the APP_KEY live in ./data.
 */
import { spawn, spawnSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server_node_flags.js'

const root = fileURLToPath(new URL('../', import.meta.url))
const [major] = process.versions.node.split('.').map(Number)
if (major < 24) {
  console.error(`Cadenza needs Node.js 24 or newer; this is ${process.version}.`)
  process.exit(1)
}

process.env.NODE_ENV ??= 'production'
process.env.PORT ??= '3333'
process.env.HOST ??= '0.0.0.0'
// The web server also works the queue (jobs, schedules): a single process needs nothing else.
process.env.QUEUE_WORKER ??= 'true'

function run(label, args) {
  const started = Date.now()
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env })
  if (result.status !== 0) {
    console.error(`\n${label} failed (exit code ${result.status}).`)
    process.exit(result.status ?? 1)
  }
  console.log(`${label} done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

// Imported once the version is known to be right: it reads TypeScript, which Node 24 runs as is.
const { recordWebBuild, webBuildState } = await import('./web_build_fingerprint.js')
const distDir = resolve(root, process.env.WEB_DIST_DIR || 'web/dist')
const buildState = webBuildState(root, distDir)
if (buildState !== 'current') {
  console.log(buildState === 'missing' ? 'Building the web app...' : 'The web app changed since it was built: building it again...')
  run('Web build', [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'])
  recordWebBuild(root, distDir)
}

run('Database setup', ['ace.js', 'setup'])

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'bin/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...SERVER_ENV, ...process.env },
})
const shownHost = process.env.HOST === '0.0.0.0' ? 'localhost' : process.env.HOST
console.log(`\nCadenza is starting on http://${shownHost}:${process.env.PORT}`)

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
