import type { HttpContext } from '@adonisjs/core/http'
import { deleteInvite, inviteMembers, joinWithInvite, resendInvite } from '../invites/invite_actions.js'
import { invitesFor } from '../workspace_queries.js'
import { inviteValidator } from '../validators.js'
import { pathId, signedInActor } from './request_parts.js'

/** Invitations: sending, resending and revoking them; the invited person's own list, join and decline. */
export default class InvitesController {
  /** POST workspaces/{id}/invites {emails, role}. */
  async store(ctx: HttpContext) {
    const { emails, role } = await ctx.request.validateUsing(inviteValidator)
    const ids = await inviteMembers(pathId(ctx), signedInActor(ctx), emails, role)
    ctx.response.status(201)
    return { invites: ids }
  }

  /** POST workspaces/{id}/invites/{inviteId}/resend. */
  async resend(ctx: HttpContext) {
    await resendInvite(pathId(ctx), signedInActor(ctx), ctx.params.inviteId)
    return ctx.response.noContent()
  }

  /** GET workspace/invites: the invitations waiting for the signed-in person's address. */
  async mine(ctx: HttpContext) {
    return { invites: await invitesFor(signedInActor(ctx).email) }
  }

  /** GET workspace/join/{inviteId} (spec section 7): joins; answers workspace.id. */
  async join(ctx: HttpContext) {
    return { workspace: await joinWithInvite(ctx.params.inviteId, signedInActor(ctx)) }
  }

  /** DELETE workspace/invite/{inviteId} (spec section 7): declined by its addressee, revoked by the workspace's admins. */
  async destroy(ctx: HttpContext) {
    await deleteInvite(ctx.params.inviteId, signedInActor(ctx))
    return ctx.response.noContent()
  }
}
