import { BaseSchema } from '@adonisjs/lucid/schema'

/** Uploads made while working in a workspace belong to it (core/workspaces, manifest `workspaceTables`). */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('file_entries', (table) => {
      table.integer('workspace_id').unsigned().nullable()
      table.index(['workspace_id'])
    })
  }

  async down() {
    this.schema.alterTable('file_entries', (table) => {
      table.dropIndex(['workspace_id'])
      table.dropColumn('workspace_id')
    })
  }
}
