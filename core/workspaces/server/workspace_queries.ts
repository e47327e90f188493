import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { isWorkspaceRole, roleCan, type WorkspaceRole } from '../shared/workspace_roles.js'
import {
  PERSONAL_WORKSPACE_ID,
  PERSONAL_WORKSPACE_NAME,
  type ReceivedInvite,
  type WorkspaceDetails,
  type WorkspaceInvite,
  type WorkspaceMember,
  type WorkspaceSummary,
} from '../shared/workspace_types.js'
import { accountName } from '#core/accounts/server/models/user'
import { fromSqlTime, sqlTime } from './sql_time.js'
import { seatsFor } from './seats.js'

/** Spec section 3: the personal space, the same for everyone and never shared. */
export function personalWorkspace(userId: number): WorkspaceSummary {
  return { id: PERSONAL_WORKSPACE_ID, name: PERSONAL_WORKSPACE_NAME, members_count: 1, role: 'owner', owner_id: userId }
}

function role(value: unknown): WorkspaceRole {
  return isWorkspaceRole(value) ? value : 'member'
}

/** The person's workspaces, their own space first, then by name. */
export async function workspacesOf(userId: number): Promise<WorkspaceSummary[]> {
  const rows = await db
    .from('workspaces')
    .join('workspace_members as mine', 'mine.workspace_id', 'workspaces.id')
    .where('mine.user_id', userId)
    .select('workspaces.id', 'workspaces.name', 'workspaces.owner_id', 'mine.role')
    .select(db.from('workspace_members as all_members').whereColumn('all_members.workspace_id', 'workspaces.id').count('*').as('members_count'))
    .orderBy('workspaces.name')
    .orderBy('workspaces.id')
  return [
    personalWorkspace(userId),
    ...rows.map((row) => ({
      id: Number(row.id),
      name: row.name,
      members_count: Number(row.members_count),
      role: role(row.role),
      owner_id: Number(row.owner_id),
    })),
  ]
}

/**
 * One workspace as its members see it: everyone sees the members' names,
 * avatars and roles; their email addresses and the invitations only those
 * who manage members.
 */
export async function workspaceDetails(workspaceId: number, viewerRole: WorkspaceRole): Promise<WorkspaceDetails> {
  const workspace = await db.from('workspaces').where('id', workspaceId).firstOrFail()
  const members = await db
    .from('workspace_members')
    .join('users', 'users.id', 'workspace_members.user_id')
    .where('workspace_members.workspace_id', workspaceId)
    .select('users.id', 'users.first_name', 'users.last_name', 'users.email', 'users.image', 'workspace_members.role', 'workspace_members.created_at')
    .orderBy('workspace_members.created_at')
    .orderBy('users.id')
  const managesMembers = roleCan(viewerRole, 'members.manage')
  const invites = managesMembers ? await pendingInvites(workspaceId) : []
  return {
    workspace: {
      id: Number(workspace.id),
      name: workspace.name,
      members_count: members.length,
      role: viewerRole,
      owner_id: Number(workspace.owner_id),
    },
    members: members.map(
      (row): WorkspaceMember => ({
        id: Number(row.id),
        name: accountName({ id: Number(row.id), firstName: row.first_name, lastName: row.last_name }),
        ...(managesMembers && { email: row.email }),
        image: row.image ?? null,
        role: role(row.role),
        joined_at: fromSqlTime(row.created_at).toISO()!,
      })
    ),
    invites,
    seats: await seatsFor(Number(workspace.owner_id)),
  }
}

async function pendingInvites(workspaceId: number): Promise<WorkspaceInvite[]> {
  const now = DateTime.utc()
  const rows = await db.from('workspace_invites').where('workspace_id', workspaceId).orderBy('created_at', 'desc').orderBy('email')
  return rows.map((row) => {
    const expires = fromSqlTime(row.expires_at)
    return {
      id: row.id,
      email: row.email,
      role: role(row.role),
      expires_at: expires.toISO()!,
      created_at: fromSqlTime(row.created_at).toISO()!,
      expired: expires <= now,
    }
  })
}

/** The invitations waiting for this address that still work, newest first. */
export async function invitesFor(email: string): Promise<ReceivedInvite[]> {
  const rows = await db
    .from('workspace_invites')
    .join('workspaces', 'workspaces.id', 'workspace_invites.workspace_id')
    .leftJoin('users as inviter', 'inviter.id', 'workspace_invites.invited_by')
    .where('workspace_invites.email', email.toLowerCase())
    .where('workspace_invites.expires_at', '>', sqlTime(DateTime.utc()))
    .select('workspace_invites.id', 'workspace_invites.role', 'workspace_invites.expires_at', 'workspaces.id as workspace_id', 'workspaces.name as workspace_name', 'inviter.id as inviter_id', 'inviter.first_name as inviter_first_name', 'inviter.last_name as inviter_last_name')
    .orderBy('workspace_invites.created_at', 'desc')
  return rows.map((row) => ({
    id: row.id,
    role: role(row.role),
    expires_at: fromSqlTime(row.expires_at).toISO()!,
    workspace: { id: Number(row.workspace_id), name: row.workspace_name },
    invited_by: row.inviter_id ? accountName({ id: Number(row.inviter_id), firstName: row.inviter_first_name, lastName: row.inviter_last_name }) : null,
  }))
}
