import app from '@adonisjs/core/services/app'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { ModuleRegistry } from '#core/kernel/module_registry'
import { grantPermission } from '#core/accounts/server/actions/users/grant_permission'
import { roleCan, type WorkspaceRole } from '../shared/workspace_roles.js'

/**
 * Gives a member whose role manages content the permissions modules declare
 * for it (`workspaceGrants`: music.create opens backstage), in the caller's
 * transaction. Kept when they leave, like an artist's approval: the screens
 * then show only their own space. The caller drops the read caches after
 * commit when the request is a GET (writes drop them by themselves).
 */
export async function grantContentPermissions(trx: TransactionClientContract, userId: number, role: WorkspaceRole) {
  if (!roleCan(role, 'content.manage')) return
  const registry = await app.container.make(ModuleRegistry)
  for (const name of registry.modules.flatMap((module) => module.manifest.workspaceGrants ?? [])) {
    await grantPermission(trx, userId, name)
  }
}
