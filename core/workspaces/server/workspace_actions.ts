import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { ModuleRegistry } from '#core/kernel/module_registry'
import { outranks, type WorkspaceRole } from '../shared/workspace_roles.js'
import { grantContentPermissions } from './content_grants.js'
import { assertMayCreateWorkspace } from './seats.js'
import { sqlTime } from './sql_time.js'
import { requireRole, roleIn, WorkspaceRefused } from './workspace_access.js'

/**
 * What members do to a workspace and its membership. Each runs in one
 * transaction and checks the actor's role inside it, so two admins acting
 * at once never leave a workspace without its owner.
 */

export async function createWorkspace(userId: number, name: string) {
  return db.transaction(async (trx) => {
    await assertMayCreateWorkspace(userId, trx)
    const now = sqlTime(DateTime.utc())
    const [inserted] = await trx.table('workspaces').insert({ name, owner_id: userId, created_at: now, updated_at: now }).returning('id')
    const id = Number(typeof inserted === 'object' ? inserted.id : inserted)
    await trx.table('workspace_members').insert({ workspace_id: id, user_id: userId, role: 'owner', created_at: now, updated_at: now })
    await grantContentPermissions(trx, userId, 'owner')
    return id
  })
}

export async function renameWorkspace(workspaceId: number, actorId: number, name: string) {
  await db.transaction(async (trx) => {
    await requireRole(workspaceId, actorId, 'workspace.update', trx)
    await trx.from('workspaces').where('id', workspaceId).update({ name, updated_at: sqlTime(DateTime.utc()) })
  })
}

/** The tables whose rows may belong to a workspace, from every enabled module's manifest. */
async function workspaceTables() {
  const registry = await app.container.make(ModuleRegistry)
  return registry.modules.flatMap((module) => module.manifest.workspaceTables ?? [])
}

/** Deletes the workspace (owner only): its content goes back to each creator's own space, nothing of it is deleted. */
export async function deleteWorkspace(workspaceId: number, actorId: number) {
  const tables = await workspaceTables()
  await db.transaction(async (trx) => {
    await requireRole(workspaceId, actorId, 'workspace.delete', trx)
    for (const table of tables) await trx.from(table).where('workspace_id', workspaceId).update({ workspace_id: null })
    await trx.from('workspaces').where('id', workspaceId).delete()
  })
}

/** Leaves the workspace; its owner must hand it over (or delete it) first. */
export async function leaveWorkspace(workspaceId: number, userId: number) {
  await db.transaction(async (trx) => {
    const role = await roleIn(workspaceId, userId, trx)
    if (!role) throw new WorkspaceRefused('Not found.', 404)
    if (role === 'owner') throw new WorkspaceRefused('Transfer ownership to another member before leaving this workspace.', 409)
    await trx.from('workspace_members').where({ workspace_id: workspaceId, user_id: userId }).delete()
  })
}

/** Makes another member the owner; the former owner stays on as an admin. */
export async function transferOwnership(workspaceId: number, actorId: number, newOwnerId: number) {
  await db.transaction(async (trx) => {
    await requireRole(workspaceId, actorId, 'workspace.transfer', trx)
    if (newOwnerId === actorId) throw new WorkspaceRefused('You already own this workspace.', 422)
    if (!(await roleIn(workspaceId, newOwnerId, trx))) throw new WorkspaceRefused('Only a member of this workspace can become its owner.', 422)
    const now = sqlTime(DateTime.utc())
    await trx.from('workspace_members').where({ workspace_id: workspaceId, user_id: actorId }).update({ role: 'admin', updated_at: now })
    await trx.from('workspace_members').where({ workspace_id: workspaceId, user_id: newOwnerId }).update({ role: 'owner', updated_at: now })
    await trx.from('workspaces').where('id', workspaceId).update({ owner_id: newOwnerId, updated_at: now })
    await grantContentPermissions(trx, newOwnerId, 'owner')
  })
}

/** The member's current role when the actor outranks it (and is not acting on themselves). */
async function managedMember(trx: TransactionClientContract, workspaceId: number, actorId: number, memberId: number) {
  const actorRole = await requireRole(workspaceId, actorId, 'members.manage', trx)
  if (memberId === actorId) throw new WorkspaceRefused('You cannot change your own membership here.', 422)
  const memberRole = await roleIn(workspaceId, memberId, trx)
  if (!memberRole) throw new WorkspaceRefused('Not found.', 404)
  if (!outranks(actorRole, memberRole)) throw new WorkspaceRefused('Your role in this workspace does not allow that.', 403)
  return actorRole
}

export async function changeMemberRole(workspaceId: number, actorId: number, memberId: number, role: WorkspaceRole) {
  await db.transaction(async (trx) => {
    const actorRole = await managedMember(trx, workspaceId, actorId, memberId)
    if (!outranks(actorRole, role)) throw new WorkspaceRefused('Your role in this workspace does not allow giving that role.', 403)
    await trx.from('workspace_members').where({ workspace_id: workspaceId, user_id: memberId }).update({ role, updated_at: sqlTime(DateTime.utc()) })
    await grantContentPermissions(trx, memberId, role)
  })
}

export async function removeMember(workspaceId: number, actorId: number, memberId: number) {
  await db.transaction(async (trx) => {
    await managedMember(trx, workspaceId, actorId, memberId)
    await trx.from('workspace_members').where({ workspace_id: workspaceId, user_id: memberId }).delete()
  })
}
