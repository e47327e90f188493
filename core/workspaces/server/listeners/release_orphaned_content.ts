import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { ModuleRegistry } from '#core/kernel/module_registry'

/**
 * A deleted account's workspaces went with it (the database cascades from
 * their owner): their content returns to its creators' own spaces, as when
 * an owner deletes a workspace.
 */
export default class ReleaseOrphanedContent {
  async handle() {
    const registry = await app.container.make(ModuleRegistry)
    const tables = registry.modules.flatMap((module) => module.manifest.workspaceTables ?? [])
    await db.transaction(async (trx) => {
      for (const table of tables) {
        await trx
          .from(table)
          .whereNotNull('workspace_id')
          .whereNotExists((workspace) => workspace.from('workspaces').whereColumn('workspaces.id', `${table}.workspace_id`))
          .update({ workspace_id: null })
      }
    })
  }
}
