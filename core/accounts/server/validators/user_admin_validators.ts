import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { bulkIds } from '#core/kernel/lists/bulk_ids_validator'
import { emailField, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SIGN_IN_MESSAGES } from './sign_in_validators.js'

/** A numeric quota of a permission (spec section 3): its declared name and a whole number, or null for none. */
const restriction = vine.object({
  name: vine.string().trim().maxLength(100),
  value: vine.number().withoutDecimals().min(0).max(1_000_000_000).nullable(),
})

/**
 * Permissions as the role editor and a user's permissions tab send them:
 * names the manifests declared (checked against the permissions table by
 * the action, which also checks each restriction's name).
 */
export const grantedPermissions = vine
  .array(
    vine.object({
      name: vine.string().trim().maxLength(191),
      restrictions: vine.array(restriction).maxLength(20).optional(),
    })
  )
  .maxLength(500)

/** POST users: an account made by an admin. */
export const createUserValidator = vine.create(
  {
    // Unique: checked by the action (Lucid's rule is not there yet when manifests import this).
    email: emailField(),
    password: vine.string().minLength(PASSWORD_MIN_LENGTH).maxLength(PASSWORD_MAX_LENGTH),
    first_name: vine.string().trim().maxLength(100).nullable().optional(),
    last_name: vine.string().trim().maxLength(100).nullable().optional(),
    roles: vine.array(vine.number().withoutDecimals().min(1)).maxLength(100).optional(),
    email_verified: vine.boolean().optional(),
  }
)
createUserValidator.messagesProvider = new SimpleMessagesProvider(SIGN_IN_MESSAGES)

/** PUT users/{id}/permissions: the person's roles and direct permissions, replaced as a whole. */
export const userAccessValidator = vine.compile(
  vine.object({
    roles: vine.array(vine.number().withoutDecimals().min(1)).maxLength(100),
    permissions: grantedPermissions,
  })
)

/** POST users/{id}/ban: why the account is suspended. */
const banReason = vine.string().trim().minLength(1).maxLength(500)

export const banUserValidator = vine.compile(vine.object({ reason: banReason }))

/** POST users/ban {ids, reason}: the users list's bulk suspension. */
export const banUsersValidator = vine.compile(vine.object({ ids: bulkIds, reason: banReason }))

/** PUT users/{id}/email-verification: an admin marks the address verified or not. */
export const emailVerifiedValidator = vine.compile(
  vine.object({
    email_verified: vine.boolean(),
  })
)
