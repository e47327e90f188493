import type { HttpContext } from '@adonisjs/core/http'
import { currentUser } from '#core/kernel/http/guards'
import { ReadCache } from '#core/kernel/cache/read_cache'
import { PERSONAL_WORKSPACE_ID, WORKSPACE_COOKIE, type WorkspaceSummary, type WorkspacesBootstrap } from '../shared/workspace_types.js'
import { workspacesOf } from './workspace_queries.js'

/**
 * Each person's workspaces as the switcher lists them, kept until the next
 * write (ReadCache: creating, renaming, joining, leaving or deleting a
 * workspace and changing its members are write requests, and joining by an
 * invitation drops it itself): every signed-in shell lists them.
 */
const switcherLists = new ReadCache<WorkspaceSummary[]>('workspaces.switcher')

/**
 * module_data.workspaces: the signed-in person's workspaces (the user
 * menu's switcher) and the active one from the cookie the web app keeps. A
 * cookie naming a workspace they left reads as their own space, so the
 * app never sends a workspaceId the server would refuse.
 */
export async function workspacesBootstrap(ctx: HttpContext): Promise<WorkspacesBootstrap | null> {
  const user = ctx.auth.user ?? (await currentUser(ctx))
  if (!user) return null
  const userId = Number(user.id)
  const workspaces = await switcherLists.get(String(userId), () => workspacesOf(userId))
  const wanted = Number(ctx.request.plainCookie(WORKSPACE_COOKIE, { encoded: false }) ?? PERSONAL_WORKSPACE_ID)
  const active = workspaces.some((workspace) => workspace.id === wanted) ? wanted : PERSONAL_WORKSPACE_ID
  return { active, workspaces }
}
