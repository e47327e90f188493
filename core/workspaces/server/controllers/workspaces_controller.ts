import type { HttpContext } from '@adonisjs/core/http'
import { requireRole } from '../workspace_access.js'
import { workspaceDetails, workspacesOf } from '../workspace_queries.js'
import {
  changeMemberRole,
  createWorkspace,
  deleteWorkspace,
  leaveWorkspace,
  removeMember,
  renameWorkspace,
  transferOwnership,
} from '../workspace_actions.js'
import { memberRoleValidator, transferValidator, workspaceNameValidator } from '../validators.js'
import { pathId, signedInId } from './request_parts.js'

/** Workspaces and their members (the workspaces screen). */
export default class WorkspacesController {
  /** GET workspaces: the person's workspaces, their own space (id 0) first. */
  async index(ctx: HttpContext) {
    return { workspaces: await workspacesOf(signedInId(ctx)) }
  }

  /** POST workspaces {name}: the creator becomes its owner. */
  async store(ctx: HttpContext) {
    const { name } = await ctx.request.validateUsing(workspaceNameValidator)
    const userId = signedInId(ctx)
    const id = await createWorkspace(userId, name)
    ctx.response.status(201)
    return workspaceDetails(id, 'owner')
  }

  /** GET workspaces/{id}: members with roles; invitations for those who manage members. */
  async show(ctx: HttpContext) {
    const id = pathId(ctx)
    const role = await requireRole(id, signedInId(ctx), 'content.view')
    return workspaceDetails(id, role)
  }

  /** PUT workspaces/{id} {name}: owner and admins. */
  async update(ctx: HttpContext) {
    const { name } = await ctx.request.validateUsing(workspaceNameValidator)
    const id = pathId(ctx)
    await renameWorkspace(id, signedInId(ctx), name)
    return workspaceDetails(id, await requireRole(id, signedInId(ctx), 'content.view'))
  }

  /** DELETE workspaces/{id}: its owner only. */
  async destroy(ctx: HttpContext) {
    await deleteWorkspace(pathId(ctx), signedInId(ctx))
    return ctx.response.noContent()
  }

  /** POST workspaces/{id}/leave. */
  async leave(ctx: HttpContext) {
    await leaveWorkspace(pathId(ctx), signedInId(ctx))
    return ctx.response.noContent()
  }

  /** POST workspaces/{id}/transfer {user_id}: the owner hands the workspace to a member. */
  async transfer(ctx: HttpContext) {
    const { user_id: newOwnerId } = await ctx.request.validateUsing(transferValidator)
    const id = pathId(ctx)
    await transferOwnership(id, signedInId(ctx), newOwnerId)
    return workspaceDetails(id, 'admin')
  }

  /** PUT workspaces/{id}/members/{userId} {role}. */
  async updateMember(ctx: HttpContext) {
    const { role } = await ctx.request.validateUsing(memberRoleValidator)
    const id = pathId(ctx)
    await changeMemberRole(id, signedInId(ctx), pathId(ctx, 'userId'), role)
    return workspaceDetails(id, await requireRole(id, signedInId(ctx), 'content.view'))
  }

  /** DELETE workspaces/{id}/members/{userId}. */
  async removeMember(ctx: HttpContext) {
    await removeMember(pathId(ctx), signedInId(ctx), pathId(ctx, 'userId'))
    return ctx.response.noContent()
  }
}
