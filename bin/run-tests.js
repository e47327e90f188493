/*
 * `npm test`: builds the web app for the browser suite (with the test
 * fixture plugin enabled, into tmp/web-test-dist) when its sources changed
 * since the last build (bin/web_build_fingerprint.js, as `npm start` does),
 * and runs every Japa suite against a temporary database. Extra arguments go
 * to Japa (`npm test -- functional`, `npm test -- --files wire`).
 * `node bin/run-tests.js --build-only` builds and stops: .ci/run builds once
 * for its two trees (a vite build is a minute or more of both cores).
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { recordWebBuild, webBuildState } from './web_build_fingerprint.js'

const root = fileURLToPath(new URL('../', import.meta.url))
process.env.PLUGINS_EXTRA ??= 'tests/fixtures/echo'
process.env.WEB_DIST_DIR ??= join(root, 'tmp/web-test-dist')

if (webBuildState(root, process.env.WEB_DIST_DIR) !== 'current') {
  const build = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
  recordWebBuild(root, process.env.WEB_DIST_DIR)
}
if (process.argv[2] === '--build-only') process.exit(0)

const tests = spawnSync(process.execPath, ['--import', '@poppinss/ts-exec', 'bin/test.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
})
process.exit(tests.status ?? 1)
