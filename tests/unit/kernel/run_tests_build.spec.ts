import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
// @ts-expect-error: a plain-JavaScript entrypoint helper without type declarations
import { recordWebBuild } from '../../../bin/web_build_fingerprint.js'

/**
 * `npm test` (bin/run-tests.js) reuses a web build made from the sources now in the checkout:
 * CI builds once for its two trees, and a second `npm test` starts without a vite build.
 */
test.group('npm test: the web build for the browser suite', (group) => {
  let dist: string
  group.each.setup(() => {
    const folder = mkdtempSync(join(tmpdir(), 'cadenza-test-dist-'))
    dist = join(folder, 'web-test-dist')
    return () => rmSync(folder, { recursive: true, force: true })
  })

  test('a build made from the current sources is used as it is (--build-only builds nothing)', ({ assert }) => {
    mkdirSync(dist)
    writeFileSync(join(dist, 'index.html'), '<!doctype html>')
    // A vite build empties its folder first: this file outlives only a skipped build.
    writeFileSync(join(dist, 'kept-from-the-last-build.txt'), '')
    recordWebBuild(process.cwd(), dist)

    const run = spawnSync(process.execPath, ['bin/run-tests.js', '--build-only'], {
      cwd: process.cwd(),
      env: { ...process.env, WEB_DIST_DIR: dist },
      encoding: 'utf8',
    })

    assert.equal(run.status, 0, run.stderr)
    assert.isTrue(existsSync(join(dist, 'kept-from-the-last-build.txt')), 'the build was made again')
  }).timeout(30_000) // a process of its own hashing the checkout's web sources
})
