import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { GrantedPermission } from '#core/accounts/shared/admin_types'
import { keepingAnAdministrator } from '../../services/administrators.js'
import { permissionRows } from '../../services/permission_catalogue.js'
import { assignRoles } from './assign_roles.js'

export interface UserAccessInput {
  roles: number[]
  permissions: Array<{ name: string; restrictions?: GrantedPermission['restrictions'] }>
}

/**
 * The permissions tab: replaces an account's roles and the permissions given
 * to it directly (with their restrictions), in the caller's transaction.
 * Demoting the last administrator is refused.
 */
export async function updateUserAccess(trx: TransactionClientContract, userId: number, input: UserAccessInput) {
  const rows = await permissionRows(trx, input.permissions)
  await keepingAnAdministrator(trx, async () => {
    await assignRoles(trx, userId, input.roles)
    await trx.from('user_permissions').where('user_id', userId).delete()
    if (rows.length)
      await trx.table('user_permissions').multiInsert(rows.map((row) => ({ user_id: userId, permission_id: row.permissionId, restrictions: row.restrictions })))
  })
}
