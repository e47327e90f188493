import vine from '@vinejs/vine'
import { grantedPermissions } from './user_admin_validators.js'

/**
 * POST roles and PUT roles/{id}. `default` makes the role the one new accounts
 * receive (the previous default stops being it); `guests` is read-only: the
 * guest role is seeded, never made or unmade.
 */
export const roleValidator = vine.compile(
  vine.object({
    name: vine.string().trim().minLength(1).maxLength(100),
    description: vine.string().trim().maxLength(255).nullable().optional(),
    default: vine.boolean().optional(),
    permissions: grantedPermissions,
  })
)
