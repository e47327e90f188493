import { PermissionResolver } from '#core/accounts/server/services/permission_resolver'
import db from '@adonisjs/lucid/services/db'
import app from '@adonisjs/core/services/app'
import type { ModuleSeeder } from '#core/kernel/contract'
import { ModuleRegistry } from '#core/kernel/module_registry'
import { SUPER_ADMIN } from '#core/accounts/permissions'

export const DEFAULT_ROLES = [
  { name: 'Guests', description: 'Visitors who are not logged in.', guests: true, default: false },
  { name: 'Users', description: 'Every registered account.', guests: false, default: true },
  { name: 'Admins', description: 'Full access to everything.', guests: false, default: false },
]

/**
 * Keeps the permissions table in step with the manifests and creates the
 * three base roles once. Grants declared by manifests (grantToGuests,
 * grantToUsers) are added when the permission first appears, so an admin's
 * later changes to a role are never undone.
 */
const rolesSeeder: ModuleSeeder = {
  async run() {
    const registry = await app.container.make(ModuleRegistry)
    await db.transaction(async (trx) => {
      const now = new Date()
      for (const role of DEFAULT_ROLES) {
        const exists = await trx.from('roles').where('name', role.name).first()
        if (!exists) await trx.table('roles').insert({ ...role, created_at: now, updated_at: now })
      }
      const roleId = async (name: string) => (await trx.from('roles').where('name', name).firstOrFail()).id as number
      const guests = await roleId('Guests')
      const users = await roleId('Users')
      const admins = await roleId('Admins')

      for (const permission of registry.permissions()) {
        const row = {
          display_name: permission.label,
          group: permission.group,
          description: permission.description ?? null,
          restrictions: JSON.stringify(permission.restrictions ?? []),
          updated_at: now,
        }
        const existing = await trx.from('permissions').where('name', permission.name).first()
        if (existing) {
          await trx.from('permissions').where('id', existing.id).update(row)
          continue
        }
        const [id] = await trx.table('permissions').insert({ ...row, name: permission.name, created_at: now }).returning('id')
        const permissionId = typeof id === 'object' ? id.id : id
        const grantees = [
          ...(permission.grantToGuests ? [guests, users] : []),
          ...(permission.grantToUsers ? [users] : []),
          ...(permission.name === SUPER_ADMIN ? [admins] : []),
        ]
        for (const role of new Set(grantees)) {
          await trx.table('role_permissions').insert({ role_id: role, permission_id: permissionId, restrictions: null })
        }
      }
    })
    PermissionResolver.forgetCachedRoles()
  },
}

export default rolesSeeder
