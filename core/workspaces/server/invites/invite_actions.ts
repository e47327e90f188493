import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { accountName } from '#core/accounts/server/models/user'
import { outranks, isWorkspaceRole, roleCan, type WorkspaceRole } from '../../shared/workspace_roles.js'
import { INVITE_NO_LONGER_VALID, INVITE_VALID_DAYS } from '../../shared/workspace_types.js'
import { dropReads } from '#core/kernel/cache/read_cache'
import { grantContentPermissions } from '../content_grants.js'
import { assertSeatsLeft } from '../seats.js'
import { fromSqlTime, sqlTime } from '../sql_time.js'
import { requireRole, roleIn, WorkspaceRefused } from '../workspace_access.js'
import { sendInviteMail, type InviteMailInput } from './invite_mail.js'
import { notifyInvitation } from './invite_notification.js'

/**
 * Invitations by email (spec sections 2, 7, 8): one per address and
 * workspace, valid INVITE_VALID_DAYS; inviting an address again renews it.
 * Only the person the invitation was sent to may join with it, signed in
 * with that address. Each holds a seat until it is used, declined or revoked.
 */

export interface Actor {
  id: number
  email: string
}

interface InviteRow {
  id: string
  workspace_id: number
  email: string
  role: string
  expires_at: Date | string
}

const expiry = () => sqlTime(DateTime.utc().plus({ days: INVITE_VALID_DAYS }))

async function mailInputs(client: QueryClientContract, workspaceId: number, actorId: number) {
  const workspace = await client.from('workspaces').where('id', workspaceId).select('name').firstOrFail()
  const inviter = await client.from('users').where('id', actorId).select('id', 'first_name', 'last_name').firstOrFail()
  return { workspaceName: workspace.name as string, inviterName: accountName({ id: Number(inviter.id), firstName: inviter.first_name, lastName: inviter.last_name }) }
}

/** The account using this address, if any: it signs in to join (and gets the in-app notice), else it registers. */
async function accountOf(client: QueryClientContract, email: string): Promise<number | null> {
  const row = await client.from('users').where('email', email).select('id').first()
  return row ? Number(row.id) : null
}

type Invitation = InviteMailInput & { recipientId: number | null }

async function deliver(invitations: Invitation[]) {
  for (const { recipientId, ...mail } of invitations) {
    await sendInviteMail(mail)
    if (recipientId !== null) await notifyInvitation(recipientId, mail)
  }
}

async function invitation(client: QueryClientContract, common: Awaited<ReturnType<typeof mailInputs>>, invite: { id: string; email: string; role: string }): Promise<Invitation> {
  const recipientId = await accountOf(client, invite.email)
  return { ...common, inviteId: invite.id, email: invite.email, role: invite.role, hasAccount: recipientId !== null, recipientId, validDays: INVITE_VALID_DAYS }
}

/** Invites each address with `role`; refuses addresses of members, roles above the inviter's, and seats beyond the plan. */
export async function inviteMembers(workspaceId: number, actor: Actor, emails: string[], role: WorkspaceRole) {
  const unique = [...new Set(emails.map((email) => email.toLowerCase()))]
  const invitations = await db.transaction(async (trx) => {
    const actorRole = await requireRole(workspaceId, actor.id, 'members.manage', trx)
    if (!outranks(actorRole, role)) throw new WorkspaceRefused('Your role in this workspace does not allow giving that role.', 403)
    const members = await trx.from('workspace_members').join('users', 'users.id', 'workspace_members.user_id').where('workspace_members.workspace_id', workspaceId).whereIn('users.email', unique).select('users.email')
    if (members.length) throw new WorkspaceRefused(`${members[0].email} is already a member of this workspace.`, 422)
    const renewed = new Set((await trx.from('workspace_invites').where('workspace_id', workspaceId).whereIn('email', unique).select('email')).map((row) => row.email as string))
    const workspace = await trx.from('workspaces').where('id', workspaceId).select('owner_id').firstOrFail()
    await assertSeatsLeft(workspaceId, Number(workspace.owner_id), unique.filter((email) => !renewed.has(email)).length, trx)

    const now = sqlTime(DateTime.utc())
    const common = await mailInputs(trx, workspaceId, actor.id)
    const sent: Invitation[] = []
    for (const email of unique) {
      let id: string
      if (renewed.has(email)) {
        id = (await trx.from('workspace_invites').where({ workspace_id: workspaceId, email }).select('id').firstOrFail()).id
        await trx.from('workspace_invites').where('id', id).update({ role, invited_by: actor.id, expires_at: expiry(), updated_at: now })
      } else {
        id = randomUUID()
        await trx.table('workspace_invites').insert({ id, workspace_id: workspaceId, email, role, invited_by: actor.id, expires_at: expiry(), created_at: now, updated_at: now })
      }
      sent.push(await invitation(trx, common, { id, email, role }))
    }
    return sent
  })
  await deliver(invitations)
  return invitations.map((invite) => invite.inviteId)
}

/** Sends the invitation again with a fresh expiry. */
export async function resendInvite(workspaceId: number, actor: Actor, inviteId: string) {
  const resent = await db.transaction(async (trx) => {
    await requireRole(workspaceId, actor.id, 'members.manage', trx)
    const invite: InviteRow | null = await trx.from('workspace_invites').where({ id: inviteId, workspace_id: workspaceId }).first()
    if (!invite) throw new WorkspaceRefused('Not found.', 404)
    await trx.from('workspace_invites').where('id', inviteId).update({ invited_by: actor.id, expires_at: expiry(), updated_at: sqlTime(DateTime.utc()) })
    return invitation(trx, await mailInputs(trx, workspaceId, actor.id), { id: inviteId, email: invite.email, role: invite.role })
  })
  await deliver([resent])
}

function usable(invite: InviteRow | null): invite is InviteRow {
  return invite !== null && fromSqlTime(invite.expires_at) > DateTime.utc()
}

/** An invitation for `email` that still works (registration stays open for it while disabled). */
export async function inviteAllowsEmail(inviteId: string, email: string) {
  const invite: InviteRow | null = await db.from('workspace_invites').where('id', inviteId).first()
  return usable(invite) && invite.email === email.toLowerCase()
}

export class InviteNoLongerValid extends WorkspaceRefused {
  constructor() {
    super(INVITE_NO_LONGER_VALID, 404)
  }
}

/**
 * Joins the invitation's workspace with its role and uses the invitation
 * up. Only its addressee may; someone already a member keeps their role.
 */
export async function joinWithInvite(inviteId: string, actor: Actor) {
  const joined = await db.transaction(async (trx) => {
    const invite: InviteRow | null = await trx.from('workspace_invites').where('id', inviteId).first()
    if (!usable(invite)) throw new InviteNoLongerValid()
    if (invite.email !== actor.email.toLowerCase()) {
      throw new WorkspaceRefused('This invitation was sent to another email address. Sign in with that address to join.', 403)
    }
    const workspaceId = Number(invite.workspace_id)
    if (!(await roleIn(workspaceId, actor.id, trx))) {
      const now = sqlTime(DateTime.utc())
      const role = isWorkspaceRole(invite.role) ? invite.role : 'member'
      await trx.table('workspace_members').insert({ workspace_id: workspaceId, user_id: actor.id, role, created_at: now, updated_at: now })
      await grantContentPermissions(trx, actor.id, role)
    }
    await trx.from('workspace_invites').where('id', inviteId).delete()
    const workspace = await trx.from('workspaces').where('id', workspaceId).select('id', 'name').firstOrFail()
    return { id: Number(workspace.id), name: workspace.name as string }
  })
  // Joining is a GET (spec section 7): the kept permissions are dropped here, as a write's would be.
  await dropReads()
  return joined
}

/**
 * DELETE workspace/invite/{id}: its addressee declines it, or someone who
 * manages the workspace's members revokes it. Anyone else learns nothing (404).
 */
export async function deleteInvite(inviteId: string, actor: Actor) {
  await db.transaction(async (trx) => {
    const invite: InviteRow | null = await trx.from('workspace_invites').where('id', inviteId).first()
    if (!invite) throw new InviteNoLongerValid()
    const addressee = invite.email === actor.email.toLowerCase()
    if (!addressee && !roleCan(await roleIn(Number(invite.workspace_id), actor.id, trx), 'members.manage')) throw new InviteNoLongerValid()
    await trx.from('workspace_invites').where('id', inviteId).delete()
  })
}
