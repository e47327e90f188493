import { BaseSchema } from '@adonisjs/lucid/schema'

/** Admin-written pages: privacy policy, terms, about... (spec sections 2 and 3). */
export default class extends BaseSchema {
  protected tableName = 'custom_pages'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('title').notNullable()
      // 191 characters keeps the unique index within MySQL's utf8mb4 key limit.
      table.string('slug', 191).notNullable().unique()
      table.text('body', 'mediumtext').nullable()
      // JSON: { "title": "SEO title", "description": "SEO description" }
      table.text('meta').nullable()
      table.boolean('hide_nav').notNullable().defaultTo(false)
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('created_at').nullable()
      table.timestamp('updated_at').nullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
