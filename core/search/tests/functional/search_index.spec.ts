import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { ModuleRegistry } from '#core/kernel/module_registry'
import { readRows } from '#core/kernel/database/read_rows'
import { createUser } from '#core/accounts/server/actions/create_user'
import { declaredSearchable, permittedSearchables, searchDriver } from '#core/search/server/search_catalogue'
import { hasFulltextIndex, hasSearchIndex } from '#core/search/server/index_schema'
import { queryTerms } from '#core/search/server/query_terms'
import IndexMigration from '#core/search/server/migrations/1764100000000_create_search_indexes'
import WordsMigration from '#core/search/server/migrations/1764950000000_search_words_on_mysql'
import { dropReads } from '#core/kernel/cache/read_cache'

let counter = 0
const uniqueWord = () => `Quorra${++counter}${Math.random().toString(36).slice(2, 7)}`
const person = async (firstName: string, lastName: string) =>
  createUser({ email: `search-${Date.now()}-${++counter}@example.com`, password: 'secret-password-1', firstName, lastName, verified: true })

/** The people core/search finds for a query, presented as the accounts module declares them. */
async function peopleFound(query: string) {
  const users = await declaredSearchable('users')
  const [matches, bindings] = await searchDriver().candidates(users, queryTerms(query), 200)
  const presenter = await users.results()
  return presenter.present(await readRows(`${presenter.select} WHERE users.id IN (${matches}) ORDER BY users.id`, bindings), { userId: null })
}

async function indexed() {
  const searchables = (await app.container.make(ModuleRegistry)).searchables()
  return Object.fromEntries(await Promise.all(searchables.map(async (searchable) => [searchable.name, await hasSearchIndex(db.connection(), searchable)])))
}

test.group('core/search: declared searchables', () => {
  test('every searchable the modules declare is indexed', async ({ assert }) => {
    assert.deepEqual(await indexed(), { users: true, artists: true, albums: true, tracks: true, playlists: true, tags: true })
  })

  test('the users searchable of the accounts module is found as people are created and renamed', async ({ assert }) => {
    const word = uniqueWord()
    const user = await person(word, 'Tesla')
    assert.deepEqual(await peopleFound(`${word.toLowerCase()} tes`), [{ model_type: 'user', id: user.id, name: `${word} Tesla`, image: null }])
    await db.from('users').where('id', user.id).update({ last_name: 'Edison' })
    assert.deepEqual(await peopleFound(`${word} tesla `), [])
    assert.deepEqual(await peopleFound(`${word} edison`), [{ model_type: 'user', id: user.id, name: `${word} Edison`, image: null }])
    await db.from('users').where('id', user.id).delete()
    assert.deepEqual(await peopleFound(word), [])
  })

  test("a searchable's permission decides who sees its results", async ({ assert }) => {
    const names = ['tracks', 'users', 'undeclared']
    assert.deepEqual([...(await permittedSearchables(names, null))], ['tracks', 'users'])
    const user = await person(uniqueWord(), 'Roleless')
    assert.deepEqual([...(await permittedSearchables(names, user.id))], ['tracks', 'users'])
    // Without a role, only what needs no permission: the music catalogue needs music.view.
    await db.from('user_roles').where('user_id', user.id).delete()
    await dropReads()
    assert.deepEqual([...(await permittedSearchables(names, user.id))], ['users'])
  })

  test('the index migration rolls back and forth: indexes dropped, then rebuilt from the rows', async ({ assert }) => {
    const word = uniqueWord()
    const user = await person(word, 'Lovelace')
    await new IndexMigration(db.connection(), 'rollback', false).execDown()
    assert.deepEqual(await indexed(), { users: false, artists: false, albums: false, tracks: false, playlists: false, tags: false })
    await new IndexMigration(db.connection(), 'migrate', false).execUp()
    assert.deepEqual(await indexed(), { users: true, artists: true, albums: true, tracks: true, playlists: true, tags: true })
    assert.deepEqual(await peopleFound(word), [{ model_type: 'user', id: user.id, name: `${word} Lovelace`, image: null }])
  })

  test('MySQL/MariaDB: the words migration replaces FULLTEXT, a rollback puts it back; SQLite keeps FTS5 either way', async ({ assert }) => {
    const word = uniqueWord()
    const user = await person(word, 'Hamilton')
    const mysql = db.connection().dialect.name === 'mysql'
    const fulltext = async () => Object.fromEntries(await Promise.all((await app.container.make(ModuleRegistry)).searchables().map(async (searchable) => [searchable.name, mysql && (await hasFulltextIndex(db.connection(), searchable))])))
    const all = (value: boolean) => ({ users: value, artists: value, albums: value, tracks: value, playlists: value, tags: value })
    await new WordsMigration(db.connection(), 'rollback', false).execDown()
    assert.deepEqual(await indexed(), all(!mysql), 'the words are gone on MySQL')
    assert.deepEqual(await fulltext(), all(mysql), 'FULLTEXT is back on MySQL')
    await new WordsMigration(db.connection(), 'migrate', false).execUp()
    assert.deepEqual(await indexed(), all(true))
    assert.deepEqual(await fulltext(), all(false))
    // The words of rows written before the upgrade are read from the rows.
    assert.deepEqual(await peopleFound(word), [{ model_type: 'user', id: user.id, name: `${word} Hamilton`, image: null }])
  })
})
