import db from '@adonisjs/lucid/services/db'
import { SUPER_ADMIN } from '#core/accounts/permissions'
import { PermissionResolver } from '#core/accounts/server/services/permission_resolver'
import { MUSIC_CREATE } from '../../permissions.js'

/**
 * How many more tracks `userId` may upload: music.create's `count`
 * restriction (the role editor's "Maximum number of tracks") less the
 * tracks they own; null when unlimited (no value, or an admin). Spec
 * section 6: over quota when the count is at or above the value.
 */
export async function tracksLeft(userId: number): Promise<number | null> {
  const permissions = await new PermissionResolver().permissionsOf(userId)
  if (permissions.some((permission) => permission.name === SUPER_ADMIN)) return null
  const limit = permissions.find((permission) => permission.name === MUSIC_CREATE)?.restrictions.find((restriction) => restriction.name === 'count')?.value
  if (limit === null || limit === undefined) return null
  const owned = await db.from('tracks').where('owner_id', userId).count('* as total').first()
  return Math.max(0, limit - Number(owned?.total ?? 0))
}
