import db from '@adonisjs/lucid/services/db'
import { PermissionResolver } from '#core/accounts/server/services/permission_resolver'
import { dropReads } from '#core/kernel/cache/read_cache'

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
  await forgetGrants()
  try {
    await run()
  } finally {
    if (rows.length) await db.table('role_permissions').multiInsert(rows)
    await forgetGrants()
  }
}

/** Gives a role a permission for the duration of `run`, then takes it back (see withoutRolePermission). */
export async function withRolePermission(roleColumn: 'guests' | 'default', permissionName: string, run: () => Promise<void>) {
  const permission = await db.from('permissions').where('name', permissionName).firstOrFail()
  const role = await db.from('roles').where(roleColumn, true).firstOrFail()
  const grant = { role_id: role.id, permission_id: permission.id }
  const granted = (await db.from('role_permissions').where(grant)).length > 0
  if (!granted) await db.table('role_permissions').insert(grant)
  await forgetGrants()
  try {
    await run()
  } finally {
    if (!granted) await db.from('role_permissions').where(grant).delete()
    await forgetGrants()
  }
}

/**
 * Gives the account a role of its own holding exactly these permissions (on
 * top of the default role's), as an admin would in the role editor: an
 * admin who may open the admin area but not, say, its logs.
 */
export async function grantPermissions(userId: number, permissionNames: string[]) {
  const now = new Date()
  const [roleId] = await db.table('roles').insert({ name: `Test role ${userId}-${permissionNames.join('+')}`, created_at: now, updated_at: now })
  const permissions = await db.from('permissions').whereIn('name', permissionNames).select('id')
  if (permissions.length !== permissionNames.length) throw new Error(`Unknown permission among ${permissionNames.join(', ')}`)
  await db.table('role_permissions').multiInsert(permissions.map(({ id }) => ({ role_id: roleId, permission_id: id })))
  await db.table('user_roles').insert({ user_id: userId, role_id: roleId, created_at: now })
  await forgetGrants()
}

/** Roles and each person's grants are cached (the resolver's roles, the read caches' grants): these writes bypass the routes that drop them. */
async function forgetGrants() {
  PermissionResolver.forgetCachedRoles()
  await dropReads()
}
