import { BaseSchema } from '@adonisjs/lucid/schema'

/** Workspace-owned content (core/workspaces, manifest `workspaceTables`): null is the creator's own space. */
const TABLES = ['artists', 'albums', 'tracks', 'playlists']

export default class extends BaseSchema {
  async up() {
    for (const name of TABLES) {
      this.schema.alterTable(name, (table) => {
        table.integer('workspace_id').unsigned().nullable()
        table.index(['workspace_id'])
      })
    }
  }

  async down() {
    for (const name of TABLES) {
      this.schema.alterTable(name, (table) => {
        table.dropIndex(['workspace_id'])
        table.dropColumn('workspace_id')
      })
    }
  }
}
