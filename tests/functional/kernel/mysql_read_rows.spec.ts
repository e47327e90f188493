import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { readRows } from '#core/kernel/database/read_rows'

const notMysql = process.env.DB_CONNECTION !== 'mysql'
const SQLITE = 'MariaDB only: SQLite reads go through better-sqlite3'

async function statementCounters() {
  const [rows] = await db.rawQuery(`SHOW GLOBAL STATUS WHERE Variable_name IN ('Com_stmt_prepare', 'Com_stmt_execute')`)
  const value = (name: string) => Number(rows.find((row: { Variable_name: string }) => row.Variable_name === name).Value)
  return { prepared: value('Com_stmt_prepare'), executed: value('Com_stmt_execute') }
}

/**
 * readRows on MySQL/MariaDB takes a connection from knex's pool and runs
 * the statement with mysql2's `execute`, which keeps it prepared
 * (core/kernel/database/read_rows.ts): these fail if knex's pool, mysql2's
 * statement cache or the values' round trip change under it.
 */
test.group('readRows on MariaDB', () => {
  test('a statement is prepared once per connection and executed many times', async ({ assert }) => {
    // A text of its own: no connection has it prepared yet.
    const sql = `SELECT ? + 0 AS n /* mysql_read_rows ${Date.now()} */`
    const before = await statementCounters()
    for (let run = 0; run < 40; run++) assert.deepEqual(await readRows(sql, [run]), [{ n: run }])
    const after = await statementCounters()
    assert.isAtLeast(after.executed - before.executed, 40)
    // At most once for each of the pool's connections (10), not once a run; the counters are the
    // server's, so leave room for another statement of this process's jobs meanwhile.
    assert.isAtMost(after.prepared - before.prepared, 20)
  }).skip(notMysql, SQLITE)

  test('values go and come back as through the query builder', async ({ assert }) => {
    const [row] = await readRows(
      'SELECT ? AS text, ? + 0 AS number, ? AS nothing, ? + 0 AS flag, CAST(? AS DATETIME) AS moment, COUNT(*) AS count FROM users',
      ['déjà vu', 42, null, true, new Date('2026-01-02T03:04:05Z')]
    )
    const [expected] = (await db.rawQuery(
      'SELECT ? AS text, ? + 0 AS number, ? AS nothing, ? + 0 AS flag, CAST(? AS DATETIME) AS moment, COUNT(*) AS count FROM users',
      ['déjà vu', 42, null, true, new Date('2026-01-02T03:04:05Z')]
    ))[0]
    assert.equal(row.text, 'déjà vu')
    assert.equal(Number(row.number), 42)
    assert.isNull(row.nothing)
    assert.equal(Number(row.flag), 1)
    assert.equal(new Date(row.moment).toISOString(), '2026-01-02T03:04:05.000Z')
    // Counts are numbers either way (the code compares them with numbers).
    assert.typeOf(row.count, 'number')
    assert.equal(row.count, expected.count)
  }).skip(notMysql, SQLITE)

  test('a LIMIT and an IN list take bound numbers', async ({ assert }) => {
    const rows = await readRows('SELECT n FROM (SELECT 1 AS n UNION SELECT 2 UNION SELECT 3 UNION SELECT 4) numbers WHERE n IN (?, ?, ?) ORDER BY n LIMIT ?', [4, 2, 1, 2])
    assert.deepEqual(rows.map((row) => row.n), [1, 2])
  }).skip(notMysql, SQLITE)

  test('query counts and traces still see the statement', async ({ assert }) => {
    const knex = db.connection().getReadClient()
    const seen: string[] = []
    const listener = (query: { sql: string }) => seen.push(query.sql)
    knex.on('query', listener)
    try {
      await readRows('SELECT 1 AS one /* traced */')
    } finally {
      knex.off('query', listener)
    }
    assert.include(seen, 'SELECT 1 AS one /* traced */')
  }).skip(notMysql, SQLITE)

  test('a mistake in the statement rejects and gives the connection back', async ({ assert }) => {
    for (let run = 0; run < 12; run++) await assert.rejects(() => readRows('SELECT nope FROM users'))
    // Twelve failures on a pool of ten: each connection went back, or this would wait for one.
    assert.deepEqual(await readRows('SELECT 1 AS one'), [{ one: 1 }])
  }).skip(notMysql, SQLITE)
})
