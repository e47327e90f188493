import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One row per finished sitemap build: its files are complete on the disk
 * before the row is written, so the newest row always names a whole sitemap
 * (the switch from one build to the next is this one insert).
 */
export default class extends BaseSchema {
  protected tableName = 'sitemap_builds'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      // The disk folder of the build's files: sitemaps/<folder>/.
      table.string('folder', 40).notNullable().unique()
      table.integer('urls_count').unsigned().notNullable()
      table.integer('files_count').unsigned().notNullable()
      table.integer('duration_ms').unsigned().notNullable()
      table.timestamp('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
