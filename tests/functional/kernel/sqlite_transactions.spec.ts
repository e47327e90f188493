import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Database from 'better-sqlite3'
import { sqlitePath } from '#core/kernel/paths'

/**
 * SQLite transactions begin IMMEDIATE (core/kernel/database/sqlite_tuning.ts):
 * what another process commits between a transaction's read and its write
 * must not make the write fail.
 */
test.group('SQLite transactions', (group) => {
  group.each.teardown(async () => {
    await db.from('echo_job_runs').whereIn('mark', ['mine', 'other process']).delete()
  })

  test('a transaction that reads, then writes, commits even when another process wrote in between', async ({ assert }) => {
    // Another process on the same file, which gives up at once when the database is locked.
    const otherProcess = new Database(sqlitePath(), { timeout: 0 })
    let otherProcessWrote = false
    try {
      await db.transaction(async (trx) => {
        await trx.from('echo_job_runs').count('* as count')
        try {
          otherProcess.prepare(`INSERT INTO echo_job_runs (mark, pid) VALUES ('other process', 0)`).run()
          otherProcessWrote = true
        } catch (error) {
          // The transaction holds the write lock from its start: the other process waits its turn.
          assert.equal((error as { code?: string }).code, 'SQLITE_BUSY')
        }
        await trx.table('echo_job_runs').insert({ mark: 'mine', pid: 1 })
      })
    } finally {
      otherProcess.close()
    }
    assert.isFalse(otherProcessWrote, 'the other process wrote inside the transaction')
    assert.lengthOf(await db.from('echo_job_runs').where('mark', 'mine'), 1)
  }).skip(process.env.DB_CONNECTION === 'mysql', 'SQLite only: MariaDB locks rows, not the database')
})
