import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Database from 'better-sqlite3'
import { ReadCache } from '#core/kernel/database/read_cache'

/** The SQLite file of the test database, or null on MySQL/MariaDB (where read caches are off). */
function sqliteFile(): string | null {
  const { config } = db.getRawConnection(db.primaryConnectionName)!
  return config.client === 'better-sqlite3' ? ((config.connection as { filename: string }).filename ?? null) : null
}

/** A cache whose loads count themselves and answer the number of roles. */
function countingCache() {
  const loads = { count: 0 }
  const cache = new ReadCache<number>(10)
  const read = () =>
    cache.get('roles', async () => {
      loads.count++
      const [row] = await db.from('roles').count('* as total')
      return Number(row.total)
    })
  return { loads, read }
}

test.group('Read caches: a write is never hidden by a kept answer', (group) => {
  group.each.teardown(async () => {
    await db.from('roles').where('name', 'like', 'read-cache-%').delete()
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
