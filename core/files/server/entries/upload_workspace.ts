import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import { WorkspaceMemberships } from '#core/kernel/module_services'

/**
 * The workspace an upload belongs to: the request's (`workspaceId`, checked
 * by core/workspaces: a non-member is refused), or null for the uploader's
 * own space and when no module keeps workspaces.
 */
export async function uploadWorkspaceOf(ctx: HttpContext): Promise<number | null> {
  if (!app.container.hasBinding(WorkspaceMemberships)) return null
  const workspace = await (await app.container.make(WorkspaceMemberships)).activeOf(ctx)
  return workspace.id > 0 ? workspace.id : null
}
