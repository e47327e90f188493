import { BaseSchema } from '@adonisjs/lucid/schema'
import { createSearchIndexes, restoreFulltextIndexes } from '../index_migration.js'

/**
 * MySQL/MariaDB: the words table (words_index.ts) replaces the FULLTEXT
 * indexes, its words read from the rows already there; rolling back puts the
 * FULLTEXT indexes back. SQLite keeps FTS5: nothing to do there.
 */
export default class extends BaseSchema {
  async up() {
    await createSearchIndexes(this)
  }

  async down() {
    await restoreFulltextIndexes(this)
  }
}
