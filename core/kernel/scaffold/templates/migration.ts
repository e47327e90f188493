import type { ScaffoldTemplate } from '../scaffold_template.js'

/**
 * server/migrations/<timestamp>_create_<id>_items_table.ts: found by the
 * module registry's migration paths (no manifest field), so `node ace setup`
 * or `migration:run` creates the table.
 */
export const migrationTemplate: ScaffoldTemplate = {
  path: ({ snake, migrationTimestamp }) => `server/migrations/${migrationTimestamp}_create_${snake}_items_table.ts`,
  contents: ({ snake }) => `import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = '${snake}_items'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      // No foreign key to users: the plugin's user:deleted listener removes a person's items.
      table.integer('user_id').unsigned().nullable().index()
      table.string('title', 200).notNullable()
      table.timestamp('created_at').notNullable().index()
      table.timestamp('updated_at').nullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
`,
}
