import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import Database from 'better-sqlite3'
import { runAce } from '#tests/helpers/app_process'

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8)

/** `node ace setup` into a data folder on SQLite; an empty APP_KEY makes it keep (or generate) the key in that folder, as on a first start. */
function setupInto(dataDir: string) {
  return runAce(['setup'], { APP_KEY: '', DATA_DIR: dataDir, DB_CONNECTION: 'sqlite', MUSIC_DEMO_CATALOGUE: 'false' })
}

test.group('Data folder', () => {
  test('setup creates the data folder 0700 and the database, its -wal/-shm and the app key 0600', async ({
    assert,
    cleanup,
  }) => {
    const parent = mkdtempSync(join(tmpdir(), 'cadenza-modes-'))
    cleanup(() => rmSync(parent, { recursive: true, force: true }))
    const dataDir = join(parent, 'data')
    const result = await setupInto(dataDir)
    assert.equal(result.exitCode, 0, result.output)
    assert.equal(modeOf(dataDir), '700')
    assert.equal(modeOf(join(dataDir, 'app-key')), '600')

    // Whoever opens the database next (the server) makes its -wal and -shm files.
    const database = join(dataDir, 'cadenza.sqlite')
    const sqlite = new Database(database)
    cleanup(() => {
      sqlite.close()
    })
    sqlite.pragma('journal_mode = WAL')
    sqlite.prepare('SELECT COUNT(*) FROM users').get()
    for (const file of [database, `${database}-wal`, `${database}-shm`])
      assert.equal(modeOf(file), '600', file)
  }).timeout(60_000)

  test('an install made before is tightened at its next start', async ({ assert, cleanup }) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cadenza-modes-'))
    cleanup(() => rmSync(dataDir, { recursive: true, force: true }))
    chmodSync(dataDir, 0o755)
    writeFileSync(join(dataDir, 'app-key'), 'an-older-key-of-32-bytes-or-more-here', {
      mode: 0o644,
    })
    writeFileSync(join(dataDir, 'cadenza.sqlite'), '', { mode: 0o644 })

    const result = await setupInto(dataDir)
    assert.equal(result.exitCode, 0, result.output)
    assert.equal(modeOf(dataDir), '700')
    assert.equal(modeOf(join(dataDir, 'app-key')), '600')
    assert.equal(modeOf(join(dataDir, 'cadenza.sqlite')), '600')
  }).timeout(60_000)
})
