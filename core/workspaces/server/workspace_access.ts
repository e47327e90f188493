import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import {
  WorkspaceMemberships,
  type ActiveWorkspace,
  type WorkspaceAbility,
} from '#core/kernel/module_services'
import { currentUser } from '#core/kernel/http/guards'
import {
  isWorkspaceRole,
  roleCan,
  WORKSPACE_ROLES,
  type WorkspacePermission,
  type WorkspaceRole,
} from '../shared/workspace_roles.js'
import { PERSONAL_WORKSPACE_ID } from '../shared/workspace_types.js'

/** A refusal the exception handler turns into `{message}` with this status. */
export class WorkspaceRefused extends Error {
  constructor(
    message: string,
    readonly status: 403 | 404 | 409 | 422
  ) {
    super(message)
  }
}

export const NOT_A_MEMBER = 'You are not a member of this workspace.'
export const NOT_ALLOWED = 'Your role in this workspace does not allow that.'

const PERSONAL: ActiveWorkspace = { id: PERSONAL_WORKSPACE_ID, role: 'owner', canManage: true }

/** The person's role in the workspace, or null when they are not a member (or it does not exist). */
export async function roleIn(workspaceId: number, userId: number, client?: QueryClientContract): Promise<WorkspaceRole | null> {
  const row = await (client ?? db).from('workspace_members').where({ workspace_id: workspaceId, user_id: userId }).select('role').first()
  return row && isWorkspaceRole(row.role) ? row.role : null
}

/**
 * The person's role in the workspace when it allows `permission`. A
 * non-member learns nothing of the workspace (404); a member whose role
 * falls short gets 403.
 */
export async function requireRole(workspaceId: number, userId: number, permission: WorkspacePermission, client?: QueryClientContract) {
  const role = await roleIn(workspaceId, userId, client)
  if (!role) throw new WorkspaceRefused('Not found.', 404)
  if (!roleCan(role, permission)) throw new WorkspaceRefused(NOT_ALLOWED, 403)
  return role
}

/** The `workspaceId` query parameter: absent, empty or 0 is the personal space; anything else must be a positive integer. */
export function requestedWorkspaceId(ctx: HttpContext): number {
  const raw = ctx.request.qs().workspaceId
  if (raw === undefined || raw === null || raw === '') return PERSONAL_WORKSPACE_ID
  const id = Number(Array.isArray(raw) ? raw[0] : raw)
  if (!Number.isSafeInteger(id) || id < 0) throw new WorkspaceRefused('The workspace id must be a whole number.', 422)
  return id
}

const ROLES_BY_ABILITY: Record<WorkspaceAbility, WorkspaceRole[]> = {
  view: WORKSPACE_ROLES.filter((role) => roleCan(role, 'content.view')),
  manage: WORKSPACE_ROLES.filter((role) => roleCan(role, 'content.manage')),
}

/** The kernel's WorkspaceMemberships (core/kernel/module_services.ts), for modules that scope content. */
export class WorkspaceAccess extends WorkspaceMemberships {
  async activeOf(ctx: HttpContext): Promise<ActiveWorkspace> {
    const id = requestedWorkspaceId(ctx)
    if (id === PERSONAL_WORKSPACE_ID) return PERSONAL
    const user = ctx.auth.user ?? (await currentUser(ctx))
    const role = user ? await roleIn(id, Number(user.id)) : null
    if (!role) throw new WorkspaceRefused(NOT_A_MEMBER, 403)
    return { id, role, canManage: roleCan(role, 'content.manage') }
  }

  async workspaceIdsOf(userId: number, ability: WorkspaceAbility) {
    const rows = await db.from('workspace_members').where('user_id', userId).whereIn('role', ROLES_BY_ABILITY[ability]).select('workspace_id')
    return rows.map((row) => Number(row.workspace_id))
  }
}
