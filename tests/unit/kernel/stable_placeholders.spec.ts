import { test } from '@japa/runner'
import Database from 'better-sqlite3'
import { stablePlaceholders } from '#core/kernel/database/stable_placeholders'

test.group('Stable placeholders: every ? becomes +? outside quotes and comments', () => {
  test('placeholders in conditions, IN lists, LIMIT and OFFSET', ({ assert }) => {
    assert.equal(
      stablePlaceholders('SELECT id FROM t WHERE a = ? AND b IN (?, ?) LIMIT ? OFFSET ?'),
      'SELECT id FROM t WHERE a = +? AND b IN (+?, +?) LIMIT +? OFFSET +?'
    )
    assert.equal(stablePlaceholders('SELECT ?1, ?2'), 'SELECT +?1, +?2')
  })

  test('strings, quoted identifiers and comments keep their question marks', ({ assert }) => {
    const sql = `SELECT 'why?', 'it''s ?', "odd?col", \`b?\`, [c?] FROM t -- really?\nWHERE a = ? /* and ? */ AND b = ?`
    assert.equal(
      stablePlaceholders(sql),
      `SELECT 'why?', 'it''s ?', "odd?col", \`b?\`, [c?] FROM t -- really?\nWHERE a = +? /* and ? */ AND b = +?`
    )
  })

  test('SQL without placeholders comes back as it was', ({ assert }) => {
    const sql = "SELECT 1 FROM t WHERE name = 'x'"
    assert.strictEqual(stablePlaceholders(sql), sql)
  })

  test('rewritten statements answer exactly as written ones, indexes and full-text search included', ({ assert }) => {
    const db = new Database(':memory:')
    db.exec(`
      CREATE TABLE likes (id INTEGER PRIMARY KEY, user_id INTEGER, kind TEXT, created_at TEXT);
      CREATE INDEX likes_user ON likes (user_id, kind, created_at);
      CREATE VIRTUAL TABLE names USING fts5(name);
    `)
    const insert = db.prepare('INSERT INTO likes (user_id, kind, created_at) VALUES (?, ?, ?)')
    for (let index = 0; index < 200; index++)
      insert.run(index % 7, index % 2 ? 'track' : 'album', `2026-01-${String((index % 28) + 1).padStart(2, '0')}`)
    db.prepare('INSERT INTO names (name) VALUES (?), (?), (?)').run('Golden Hour', 'Gold Dust', 'Silver?')

    const cases: Array<[string, unknown[]]> = [
      ['SELECT id FROM likes WHERE user_id = ? AND kind = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?', [3, 'track', 5, 2]],
      ['SELECT count(*) AS n FROM likes WHERE user_id IN (?, ?, ?) AND created_at > ?', [1, 2, 6, '2026-01-10']],
      ["SELECT rowid, name FROM names WHERE names MATCH ? AND name <> 'x?' ORDER BY rank LIMIT ?", ['gold*', 10]],
      ['SELECT ? AS echoed, CAST(? AS INTEGER) + 1 AS next, ? IS NULL AS missing', ['text', '41', null]],
    ]
    for (const [sql, bindings] of cases) {
      const rewritten = stablePlaceholders(sql)
      assert.notEqual(rewritten, sql)
      assert.deepEqual(db.prepare(rewritten).all(...bindings), db.prepare(sql).all(...bindings), sql)
    }
    const plan = (sql: string) => db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(3, 'track', 5, 2).map((row: any) => row.detail)
    const [indexed] = cases[0]
    assert.deepEqual(plan(stablePlaceholders(indexed)), plan(indexed))
    assert.match(plan(indexed).join(' '), /USING COVERING INDEX likes_user/)
  })
})
