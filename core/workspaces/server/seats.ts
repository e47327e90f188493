import app from '@adonisjs/core/services/app'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { SiteSettings } from '#core/kernel/module_services'
import { PermissionResolver } from '#core/accounts/server/services/permission_resolver'
import { SUPER_ADMIN } from '#core/accounts/permissions'
import { WORKSPACE_RESTRICTION_COUNT, WORKSPACE_RESTRICTION_SEATS, WORKSPACES_CREATE } from '../permissions.js'
import { WorkspaceRefused } from './workspace_access.js'

/** core/billing's switch, read by name so workspaces work without the billing module. */
const BILLING_ENABLE = 'billing.enable'

/**
 * A restriction of workspaces.create from the person's roles (a plan gives
 * its role, so the plan decides): a number, null for "no limit".
 */
async function restrictionOf(userId: number, name: string): Promise<number | null> {
  const permissions = await new PermissionResolver().permissionsOf(userId)
  if (permissions.some((permission) => permission.name === SUPER_ADMIN)) return null
  const value = permissions.find((permission) => permission.name === WORKSPACES_CREATE)?.restrictions.find((restriction) => restriction.name === name)?.value
  return value === null || value === undefined ? null : Number(value)
}

/** The seats (members plus pending invitations) a workspace of this owner may fill: null without billing or a limit. */
export async function seatsFor(ownerId: number): Promise<number | null> {
  const settings = await app.container.make(SiteSettings)
  if (!settings.get(BILLING_ENABLE, false)) return null
  return restrictionOf(ownerId, WORKSPACE_RESTRICTION_SEATS)
}

export async function seatsTaken(workspaceId: number, client: QueryClientContract) {
  const [members, invites] = await Promise.all([
    client.from('workspace_members').where('workspace_id', workspaceId).count('* as total').first(),
    client.from('workspace_invites').where('workspace_id', workspaceId).count('* as total').first(),
  ])
  return Number(members?.total ?? 0) + Number(invites?.total ?? 0)
}

/** Refuses (409) `adding` more seats than the owner's plan allows; expired invitations still hold theirs until revoked. */
export async function assertSeatsLeft(workspaceId: number, ownerId: number, adding: number, client: QueryClientContract) {
  const seats = await seatsFor(ownerId)
  if (seats === null) return
  const taken = await seatsTaken(workspaceId, client)
  if (taken + adding > seats) {
    throw new WorkspaceRefused(`Your plan allows ${seats} members in a workspace. Upgrade your plan or remove members or invitations first.`, 409)
  }
}

/** Refuses (409) a workspace beyond the number the person's roles allow. */
export async function assertMayCreateWorkspace(userId: number, client: QueryClientContract) {
  const limit = await restrictionOf(userId, WORKSPACE_RESTRICTION_COUNT)
  if (limit === null) return
  const owned = await client.from('workspaces').where('owner_id', userId).count('* as total').first()
  if (Number(owned?.total ?? 0) >= limit) {
    throw new WorkspaceRefused(`You can create at most ${limit} workspaces.`, 409)
  }
}
