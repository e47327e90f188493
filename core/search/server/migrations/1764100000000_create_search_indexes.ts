import { BaseSchema } from '@adonisjs/lucid/schema'
import { createSearchIndexes, dropSearchIndexes } from '../index_migration.js'

/**
 * The full-text indexes of every declared searchable (index_schema.ts).
 * Runs after every module's migrations (config/database.ts), once their
 * tables exist. Installs from before core/search keep the indexes the music
 * plugin's migrations built; rolling back drops them.
 */
export default class extends BaseSchema {
  async up() {
    await createSearchIndexes(this)
  }

  async down() {
    await dropSearchIndexes(this)
  }
}
