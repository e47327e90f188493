import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import { WorkspaceMemberships, type ActiveWorkspace, type WorkspaceAbility } from '#core/kernel/module_services'

/**
 * Backstage content may belong to a workspace (core/workspaces, through the
 * kernel's WorkspaceMemberships): its members see it, and those whose role
 * allows manage it. Without the workspaces module everyone works in their
 * own space (id 0) and these answers say so.
 */
export const OWN_SPACE: ActiveWorkspace = { id: 0, role: 'owner', canManage: true }

async function memberships() {
  return app.container.hasBinding(WorkspaceMemberships) ? app.container.make(WorkspaceMemberships) : null
}

/** The request's workspace (its `workspaceId`, checked: a non-member gets 403). */
export async function activeWorkspaceOf(ctx: HttpContext): Promise<ActiveWorkspace> {
  const service = await memberships()
  return service ? service.activeOf(ctx) : OWN_SPACE
}

/** The workspaces whose content the person may see or manage. */
export async function workspaceIdsOf(userId: number, ability: WorkspaceAbility): Promise<number[]> {
  const service = await memberships()
  return service ? service.workspaceIdsOf(userId, ability) : []
}

/** The `workspace_id` a row created in this workspace gets: null in one's own space. */
export function workspaceColumn(workspace: ActiveWorkspace) {
  return workspace.id > 0 ? workspace.id : null
}
