import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import IndexMigration from '#core/search/server/migrations/1764100000000_create_search_indexes'
import { api, guestSession } from '../helpers/music_session.js'
import { makeTrack } from '../helpers/catalogue_factory.js'

/** The searchable tables and columns as the music plugin's migrations 1763800000400, 0500 and 0800 indexed them, before core/search. */
const LEGACY = {
  artists: ['name'],
  albums: ['name'],
  tracks: ['name'],
  playlists: ['name'],
  tags: ['name'],
  users: ['first_name', 'last_name'],
}

/** Those migrations' statements, written out as they ran. */
function legacyIndexStatements(dialect: string) {
  return Object.entries(LEGACY).flatMap(([table, columns]) => {
    if (dialect === 'mysql')
      return [
        `ALTER TABLE \`${table}\` ADD FULLTEXT INDEX \`${table}_search_fulltext\` (${columns.map((column) => `\`${column}\``).join(', ')})`,
      ]
    const [fts, list] = [`${table}_fts`, columns.join(', ')]
    const [added, removed] = [
      columns.map((column) => `new.${column}`).join(', '),
      columns.map((column) => `old.${column}`).join(', '),
    ]
    return [
      `CREATE VIRTUAL TABLE ${fts} USING fts5(${list}, content='${table}', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3 4 5 6')`,
      `CREATE TRIGGER ${fts}_ai AFTER INSERT ON ${table} BEGIN INSERT INTO ${fts}(rowid, ${list}) VALUES (new.id, ${added}); END`,
      `CREATE TRIGGER ${fts}_ad AFTER DELETE ON ${table} BEGIN INSERT INTO ${fts}(${fts}, rowid, ${list}) VALUES ('delete', old.id, ${removed}); END`,
      `CREATE TRIGGER ${fts}_au AFTER UPDATE OF ${list} ON ${table} BEGIN INSERT INTO ${fts}(${fts}, rowid, ${list}) VALUES ('delete', old.id, ${removed}); INSERT INTO ${fts}(rowid, ${list}) VALUES (new.id, ${added}); END`,
      `INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`,
      ...(columns.length === 1
        ? [
            `CREATE INDEX ${table}_${columns[0]}_nocase_index ON ${table} (${columns[0]} COLLATE NOCASE)`,
          ]
        : []),
    ]
  })
}

const trackIds = async (query: string) =>
  (await (await guestSession()).get(api(`search?query=${encodeURIComponent(query)}&type=tracks`)))
    .body()
    .pagination.data.map((track: any) => track.id)

test.group('Music search: upgrade to core/search', () => {
  test("an install with the music plugin's search indexes migrates to core/search's cleanly, keeping them", async ({
    assert,
  }) => {
    const word = `Upgradia${Math.random().toString(36).slice(2, 7)}`
    const before = await makeTrack({ name: `${word} Before`, plays: 2 })
    // Back to the schema the music plugin's migrations left: core/search's indexes out, music's old ones in.
    await new IndexMigration(db.connection(), 'rollback', false).execDown()
    for (const statement of legacyIndexStatements(db.connection().dialect.name))
      await db.rawQuery(statement)
    await new IndexMigration(db.connection(), 'migrate', false).execUp()
    const after = await makeTrack({ name: `${word} After`, plays: 1 })
    assert.deepEqual(await trackIds(word.toLowerCase()), [before.id, after.id])
    assert.deepEqual(await trackIds(`${word} aft`), [after.id])
  })
})
