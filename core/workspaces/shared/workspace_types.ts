import type { WorkspaceRole } from './workspace_roles.js'

/** The personal space everyone has: not a row, so nobody shares it (spec section 3: id 0, Default, 1 member). */
export const PERSONAL_WORKSPACE_ID = 0
export const PERSONAL_WORKSPACE_NAME = 'Default'

/** The active workspace's cookie (spec sections 4 and 9): its id, kept 7 days. */
export const WORKSPACE_COOKIE = 'activeWorkspaceId'
export const WORKSPACE_COOKIE_DAYS = 7

/** An invitation's link works this many days by default. */
export const INVITE_VALID_DAYS = 7
export const INVITE_TYPE = 'workspace'

/** Spec section 8. */
export const INVITE_NO_LONGER_VALID = 'This invite is no longer valid'

/** Spec section 3's Workspace, with the viewer's role in it. */
export interface WorkspaceSummary {
  id: number
  name: string
  members_count: number
  role: WorkspaceRole
  owner_id: number | null
}

export interface WorkspaceMember {
  id: number
  name: string
  /** Only for those who manage members (owners and admins): the others see names and avatars. */
  email?: string
  image: string | null
  role: WorkspaceRole
  joined_at: string
}

export interface WorkspaceInvite {
  id: string
  email: string
  role: WorkspaceRole
  expires_at: string
  created_at: string
  expired: boolean
}

export interface WorkspaceDetails {
  workspace: WorkspaceSummary
  members: WorkspaceMember[]
  /** Pending invitations: only for people who manage members (empty otherwise). */
  invites: WorkspaceInvite[]
  /** Seats (members and pending invitations) the owner's plan allows; null: no limit. */
  seats: number | null
}

/** An invitation to the signed-in person (their pending invitations list). */
export interface ReceivedInvite {
  id: string
  role: WorkspaceRole
  expires_at: string
  workspace: { id: number; name: string }
  invited_by: string | null
}

/** module_data.workspaces in the bootstrap data. */
export interface WorkspacesBootstrap {
  active: number
  workspaces: WorkspaceSummary[]
}
