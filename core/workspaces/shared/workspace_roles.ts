/**
 * Roles in a workspace and what each may do (shared by the server's checks
 * and the web screens, which hide what a role may not do). Ranked: a member
 * manages only people below their own rank, and hands out only roles below it.
 */
export const WORKSPACE_ROLES = ['owner', 'admin', 'editor', 'member'] as const
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number]

/** Roles an invitation or a role change may give: ownership moves only by transfer. */
export const INVITABLE_ROLES = ['admin', 'editor', 'member'] as const satisfies readonly WorkspaceRole[]

export type WorkspacePermission =
  | 'workspace.delete'
  | 'workspace.transfer'
  | 'workspace.update'
  | 'members.manage'
  | 'content.manage'
  | 'content.view'

export const WORKSPACE_ROLE_PERMISSIONS: Record<WorkspaceRole, readonly WorkspacePermission[]> = {
  owner: ['workspace.delete', 'workspace.transfer', 'workspace.update', 'members.manage', 'content.manage', 'content.view'],
  admin: ['workspace.update', 'members.manage', 'content.manage', 'content.view'],
  editor: ['content.manage', 'content.view'],
  member: ['content.view'],
}

const RANK: Record<WorkspaceRole, number> = { owner: 3, admin: 2, editor: 1, member: 0 }

export function isWorkspaceRole(value: unknown): value is WorkspaceRole {
  return typeof value === 'string' && (WORKSPACE_ROLES as readonly string[]).includes(value)
}

export function roleCan(role: WorkspaceRole | null | undefined, permission: WorkspacePermission) {
  return role ? WORKSPACE_ROLE_PERMISSIONS[role].includes(permission) : false
}

/** Whether someone with `actor`'s role may change or remove a member holding `target`. */
export function outranks(actor: WorkspaceRole, target: WorkspaceRole) {
  return roleCan(actor, 'members.manage') && RANK[actor] > RANK[target]
}

/** The roles `actor` may give by invitation or role change: those below their own. */
export function assignableRoles(actor: WorkspaceRole): WorkspaceRole[] {
  return roleCan(actor, 'members.manage') ? INVITABLE_ROLES.filter((role) => RANK[role] < RANK[actor]) : []
}
