/*
 * `npm start`: everything a fresh checkout needs, then the server.
 *   1. builds the web app when web/dist is missing (or WEB_DIST_DIR's folder),
 *   2. migrates the database and runs the idempotent seeders (`node ace setup`),
 *   3. serves http://HOST:PORT (defaults 0.0.0.0:3333).
 * Nothing to configure: the SQLite database and the APP_KEY live in ./data.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SERVER_NODE_FLAGS } from './server_node_flags.js'

const root = fileURLToPath(new URL('../', import.meta.url))
const [major] = process.versions.node.split('.').map(Number)
if (major < 24) {
  console.error(`Cadenza needs Node.js 24 or newer; this is ${process.version}.`)
  process.exit(1)
}

process.env.NODE_ENV ??= 'production'
process.env.PORT ??= '3333'
process.env.HOST ??= '0.0.0.0'

function run(label, args) {
  const started = Date.now()
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env })
  if (result.status !== 0) {
    console.error(`\n${label} failed (exit code ${result.status}).`)
    process.exit(result.status ?? 1)
  }
  console.log(`${label} done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

const distDir = process.env.WEB_DIST_DIR || join(root, 'web/dist')
if (!existsSync(join(distDir, 'index.html'))) {
  console.log('Building the web app (first start only)...')
  run('Web build', [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'])
}

run('Database setup', ['ace.js', 'setup'])

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', '@poppinss/ts-exec', 'bin/server.ts'], { cwd: root, stdio: 'inherit', env: process.env })
const shownHost = process.env.HOST === '0.0.0.0' ? 'localhost' : process.env.HOST
console.log(`\nCadenza is starting on http://${shownHost}:${process.env.PORT}`)
console.log('Demo admin: admin@cadenza.test / cadenza-demo (change the password after signing in)\n')

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
