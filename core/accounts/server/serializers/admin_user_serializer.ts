import db from '@adonisjs/lucid/services/db'
import type User from '../models/user.js'
import type { AdminUser } from '#core/accounts/shared/admin_types'
import { ADMIN_ACCESS } from '#core/accounts/permissions'
import { PermissionResolver } from '../services/permission_resolver.js'
import { parseGranted } from '../services/permission_catalogue.js'
import { serializeAccount } from './user_serializer.js'

const resolver = new PermissionResolver()

/** An account as the admin's user screens show it: the account, why it is suspended, its roles and own permissions. */
export async function serializeAdminUser(user: User): Promise<AdminUser> {
  const direct = await db
    .from('user_permissions')
    .join('permissions', 'permissions.id', 'user_permissions.permission_id')
    .where('user_permissions.user_id', user.id)
    .orderBy('permissions.name')
    .select('permissions.name', 'user_permissions.restrictions')
  return {
    ...(await serializeAccount(user, ['roles'])),
    ban_reason: user.banReason,
    direct_permissions: direct.map((row) => parseGranted(row.name, row.restrictions)),
    is_admin: await holdsAdminAccess(user.id),
  }
}

/** Admins (admin.access, or 'admin' which grants it) are never impersonated. */
export async function holdsAdminAccess(userId: number) {
  return (await resolver.grantsOf(userId))(ADMIN_ACCESS)
}
