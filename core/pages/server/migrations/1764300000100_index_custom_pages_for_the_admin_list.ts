import { BaseSchema } from '@adonisjs/lucid/schema'

/** The admin's custom pages list sorts by title and by last edit: each sort walks its index (docs/plugins.md, "Admin lists"). */
export default class extends BaseSchema {
  protected tableName = 'custom_pages'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.index(['title'])
      table.index(['updated_at'])
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['title'])
      table.dropIndex(['updated_at'])
    })
  }
}
