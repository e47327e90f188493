import { SUPER_ADMIN } from '#core/accounts/permissions'
import { PermissionResolver } from '#core/accounts/server/services/permission_resolver'

/**
 * The value of a permission's numeric restriction for `userId` (the role
 * editor's fields; a plan grants a role, so plans set them too); null when
 * unlimited: no value, not granted that way, or an admin. Spec section 6:
 * over quota when the count is at or above it.
 */
export async function restrictionLimit(userId: number, permission: string, restriction: string): Promise<number | null> {
  const permissions = await new PermissionResolver().permissionsOf(userId)
  if (permissions.some((granted) => granted.name === SUPER_ADMIN)) return null
  const value = permissions.find((granted) => granted.name === permission)?.restrictions.find((candidate) => candidate.name === restriction)?.value
  return value === null || value === undefined ? null : value
}
