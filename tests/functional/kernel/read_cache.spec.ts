import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Database from 'better-sqlite3'
import app from '@adonisjs/core/services/app'
import { ReadCache } from '#core/kernel/database/read_cache'
import { readRows } from '#core/kernel/database/read_rows'
import { ModuleRegistry } from '#core/kernel/module_registry'

/** The SQLite file of the test database, or null on MySQL/MariaDB (where read caches are off). */
function sqliteFile(): string | null {
  const { config } = db.getRawConnection(db.primaryConnectionName)!
  return config.client === 'better-sqlite3' ? ((config.connection as { filename: string }).filename ?? null) : null
}

/** A cache whose loads count themselves and answer the number of rows of `table`. */
function countingCache(table = 'roles', reads: string[] = []) {
  const loads = { count: 0 }
  const cache = new ReadCache<number>(10, { reads })
  const read = () =>
    cache.get(table, async () => {
      loads.count++
      // readRows: on SQLite its own connection, not the pool's, which an open transaction holds.
      const [row] = await readRows(`SELECT COUNT(*) AS total FROM ${table}`)
      return Number(row.total)
    })
  return { loads, read }
}

/** A limiter_rate_limits row: limiter_rate_limits is an activity table (core/accounts' manifest). */
const rateLimitRow = (key: string) => ({ key: `read-cache:${key}`, points: 1, expire: Date.now() + 60_000 })

test.group('Read caches: a write is never hidden by a kept answer', (group) => {
  group.each.teardown(async () => {
    await db.from('roles').where('name', 'like', 'read-cache-%').delete()
    await db.from('limiter_rate_limits').where('key', 'like', 'read-cache:%').delete()
  })

  test("this process's write is seen by the very next read, in the same turn of the event loop", async ({ assert }) => {
    const { loads, read } = countingCache()
    const before = await read()
    assert.equal(await read(), before)
    const expected = sqliteFile() ? 1 : 2
    assert.equal(loads.count, expected, 'the second read is answered from memory on SQLite')

    await db.table('roles').insert({ name: 'read-cache-a', created_at: new Date(), updated_at: new Date() })
    assert.equal(await read(), before + 1)
    await db.from('roles').where('name', 'read-cache-a').delete()
    assert.equal(await read(), before)
  })

  test("another connection's write is seen from the next turn of the event loop", async ({ assert }) => {
    const file = sqliteFile()
    if (!file) return assert.isNull(file)
    const { loads, read } = countingCache()
    const before = await read()
    const other = new Database(file)
    try {
      other.prepare("INSERT INTO roles (name, created_at, updated_at) VALUES ('read-cache-b', datetime(), datetime())").run()
    } finally {
      other.close()
    }
    await new Promise((resolve) => setImmediate(resolve))
    assert.equal(await read(), before + 1)
    assert.equal(loads.count, 2)
  })
})

test.group('Read caches: activity tables', (group) => {
  group.each.teardown(async () => {
    await db.from('limiter_rate_limits').where('key', 'like', 'read-cache:%').delete()
    await db.from('roles').where('name', 'like', 'read-cache-%').delete()
  })

  test('a write to an activity table empties only the caches that read it', async ({ assert }) => {
    if (!sqliteFile()) return assert.isNull(sqliteFile())
    const limits = countingCache('limiter_rate_limits', ['limiter_rate_limits'])
    const roles = countingCache('roles')
    const [limitsBefore, rolesBefore] = [await limits.read(), await roles.read()]

    await db.table('limiter_rate_limits').insert(rateLimitRow('a'))
    assert.equal(await limits.read(), limitsBefore + 1)
    assert.equal(await roles.read(), rolesBefore)
    assert.deepEqual([limits.loads.count, roles.loads.count], [2, 1], 'the roles cache answered from memory')

    await db.table('roles').insert({ name: 'read-cache-c', created_at: new Date(), updated_at: new Date() })
    assert.equal(await limits.read(), limitsBefore + 1)
    assert.equal(await roles.read(), rolesBefore + 1)
    assert.deepEqual([limits.loads.count, roles.loads.count], [3, 2], 'any other write empties both')
  })

  test('what a transaction wrote to an activity table is read again once it commits', async ({ assert }) => {
    if (!sqliteFile()) return assert.isNull(sqliteFile())
    const { read } = countingCache('limiter_rate_limits', ['limiter_rate_limits'])
    const before = await read()
    const trx = await db.transaction()
    await trx.table('limiter_rate_limits').insert(rateLimitRow('b'))
    // readRows' connection does not see the open transaction's row, and this answer is kept...
    assert.equal(await read(), before)
    await trx.commit()
    // ...until the COMMIT, which counts the transaction's tables again.
    assert.equal(await read(), before + 1)
  })

  test("another process's write to an activity table empties every cache from the next turn", async ({ assert }) => {
    const file = sqliteFile()
    if (!file) return assert.isNull(file)
    const roles = countingCache('roles')
    await roles.read()
    await db.from('roles').first() // the pool's connection is open: it tells other processes' commits apart
    const other = new Database(file)
    try {
      other.prepare("INSERT INTO limiter_rate_limits (key, points, expire) VALUES ('read-cache:c', 1, 0)").run()
    } finally {
      other.close()
    }
    await new Promise((resolve) => setImmediate(resolve))
    await roles.read()
    assert.equal(roles.loads.count, 2)
  })

  test('activity tables have no triggers and no foreign key points at them', async ({ assert }) => {
    const tables = (await app.container.make(ModuleRegistry)).activityTables()
    assert.includeMembers(tables, ['plays', 'uncounted_plays', 'limiter_rate_limits', 'user_sessions'])
    if (sqliteFile()) {
      const triggers = await db.rawQuery(`SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name IN (${tables.map(() => '?').join(', ')})`, tables)
      assert.deepEqual(triggers, [])
      const allTables: Array<{ name: string }> = await db.rawQuery("SELECT name FROM sqlite_master WHERE type = 'table'")
      for (const { name } of allTables) {
        const keys: Array<{ table: string }> = await db.rawQuery(`PRAGMA foreign_key_list("${name}")`)
        assert.notIncludeMembers(keys.map((key) => key.table), tables, `${name} points at an activity table`)
      }
    } else {
      const [triggers] = await db.rawQuery('SELECT trigger_name FROM information_schema.triggers WHERE event_object_schema = DATABASE() AND event_object_table IN (?)', [tables])
      assert.deepEqual(triggers, [])
      const [keys] = await db.rawQuery('SELECT table_name FROM information_schema.key_column_usage WHERE table_schema = DATABASE() AND referenced_table_name IN (?)', [tables])
      assert.deepEqual(keys, [])
    }
  })
})

test.group('Read caches: bounded by memory', () => {
  test('a cache keeps no more bytes than it is given, dropping the least recently used first', async ({ assert }) => {
    const loads: string[] = []
    const cache = new ReadCache<string>(1000, { maxBytes: 1000, sizeOf: (value) => value.length })
    const read = (key: string) =>
      cache.get(key, async () => {
        loads.push(key)
        return key.repeat(400)
      })
    await read('a')
    await read('b')
    await read('a')
    // 'c' needs the room of the least recently used, 'b'.
    await read('c')
    await read('a')
    await read('b')
    const cached = db.getRawConnection(db.primaryConnectionName)!.config.client === 'better-sqlite3'
    assert.deepEqual(loads, cached ? ['a', 'b', 'c', 'b'] : ['a', 'b', 'a', 'c', 'a', 'b'])
  })
})
