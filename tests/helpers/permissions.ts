import db from '@adonisjs/lucid/services/db'
import { PermissionResolver } from '#core/accounts/server/services/permission_resolver'

/**
 * Takes a permission away from a role (the guest role or the default role
 * for registered users) for the duration of `run`, then gives it back. Role
 * permissions are cached by the resolver, so the cache is dropped both ways.
 */
export async function withoutRolePermission(roleColumn: 'guests' | 'default', permissionName: string, run: () => Promise<void>) {
  const permission = await db.from('permissions').where('name', permissionName).firstOrFail()
  const role = await db.from('roles').where(roleColumn, true).firstOrFail()
  const grant = { role_id: role.id, permission_id: permission.id }
  const rows = await db.from('role_permissions').where(grant)
  await db.from('role_permissions').where(grant).delete()
  PermissionResolver.forgetCachedRoles()
  try {
    await run()
  } finally {
    if (rows.length) await db.table('role_permissions').multiInsert(rows)
    PermissionResolver.forgetCachedRoles()
  }
}

/** Gives a role a permission for the duration of `run`, then takes it back (see withoutRolePermission). */
export async function withRolePermission(roleColumn: 'guests' | 'default', permissionName: string, run: () => Promise<void>) {
  const permission = await db.from('permissions').where('name', permissionName).firstOrFail()
  const role = await db.from('roles').where(roleColumn, true).firstOrFail()
  const grant = { role_id: role.id, permission_id: permission.id }
  const granted = (await db.from('role_permissions').where(grant)).length > 0
  if (!granted) await db.table('role_permissions').insert(grant)
  PermissionResolver.forgetCachedRoles()
  try {
    await run()
  } finally {
    if (!granted) await db.from('role_permissions').where(grant).delete()
    PermissionResolver.forgetCachedRoles()
  }
}
