import type { HttpContext } from '@adonisjs/core/http'
import { deleteInvite, InviteNoLongerValid, inviteMembers, joinWithInvite, resendInvite } from '../invites/invite_actions.js'
import { invitesFor } from '../workspace_queries.js'
import { inviteValidator } from '../validators.js'
import { pathId, signedInActor } from './request_parts.js'

/**
 * A stale invitation answers 404 with spec section 8's text; the exception
 * handler would say 'Not found.' for any 404, so it is answered here.
 */
async function staleAsNotFound<T>(ctx: HttpContext, run: () => Promise<T>) {
  try {
    return await run()
  } catch (error) {
    if (error instanceof InviteNoLongerValid) return ctx.response.notFound({ message: error.message })
    throw error
  }
}

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
    return staleAsNotFound(ctx, async () => ({ workspace: await joinWithInvite(ctx.params.inviteId, signedInActor(ctx)) }))
  }

  /** DELETE workspace/invite/{inviteId} (spec section 7): declined by its addressee, revoked by the workspace's admins. */
  async destroy(ctx: HttpContext) {
    return staleAsNotFound(ctx, async () => {
      await deleteInvite(ctx.params.inviteId, signedInActor(ctx))
      return ctx.response.noContent()
    })
  }
}
