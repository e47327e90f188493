/*
 * `npm run dev`: migrates and seeds, then runs the server with Vite's hot
 * reload for the web app (VITE_DEV) and restarts the server when server code
 * changes (node --watch).
 */
import { spawn, spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../', import.meta.url))
// Like `npm start`, the server also works the queue (QUEUE_WORKER): email (printed without a mail server) and schedules.
const env = {
  ...process.env,
  NODE_ENV: 'development',
  VITE_DEV: 'true',
  PORT: process.env.PORT ?? '3333',
  HOST: process.env.HOST ?? 'localhost',
  QUEUE_WORKER: process.env.QUEUE_WORKER ?? 'true',
}

const setup = spawnSync(process.execPath, ['ace.js', 'setup'], { cwd: root, stdio: 'inherit', env })
if (setup.status !== 0) process.exit(setup.status ?? 1)

const watched = ['core', 'plugins', 'config', 'start'].flatMap((folder) => ['--watch-path', folder])
const server = spawn(process.execPath, [...watched, '--import', '@poppinss/ts-exec', 'bin/server.ts'], { cwd: root, stdio: 'inherit', env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
