import vine from '@vinejs/vine'
import { INVITABLE_ROLES } from '../shared/workspace_roles.js'

const name = () => vine.string().trim().minLength(1).maxLength(100)

/** POST workspaces and PUT workspaces/{id}. */
export const workspaceNameValidator = vine.compile(vine.object({ name: name() }))

/** POST workspaces/{id}/invites: up to 20 addresses at once, one role for all. */
export const inviteValidator = vine.compile(
  vine.object({
    emails: vine.array(vine.string().trim().toLowerCase().email().maxLength(191)).minLength(1).maxLength(20),
    role: vine.enum(INVITABLE_ROLES),
  })
)

/** PUT workspaces/{id}/members/{userId}. */
export const memberRoleValidator = vine.compile(vine.object({ role: vine.enum(INVITABLE_ROLES) }))

/** POST workspaces/{id}/transfer. */
export const transferValidator = vine.compile(vine.object({ user_id: vine.number().withoutDecimals().min(1).max(4_294_967_295) }))
