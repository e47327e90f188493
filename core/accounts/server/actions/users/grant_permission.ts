import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { permissionRows } from '../../services/permission_catalogue.js'

/**
 * Gives an account one permission directly (user_permissions), in the
 * caller's transaction, for modules that grant access as the outcome of
 * their own workflow (music: an approved artist request grants music.create).
 * A permission the account already holds directly is left as it is, with
 * the restrictions an admin may have set; a new one carries none, so the
 * quotas of the account's roles still apply (the most generous wins).
 * An undeclared name is a 422, as on the permissions tab.
 */
export async function grantPermission(trx: TransactionClientContract, userId: number, name: string) {
  const [row] = await permissionRows(trx, [{ name }])
  const held = await trx.from('user_permissions').where({ user_id: userId, permission_id: row.permissionId }).first()
  if (held) return false
  // Two grants at once (two workspaces made together by one person) both pass the check above:
  // the second insert leaves the first one's row as it is instead of failing on the primary key.
  await trx
    .knexQuery()
    .table('user_permissions')
    .insert({ user_id: userId, permission_id: row.permissionId, restrictions: row.restrictions })
    .onConflict(['user_id', 'permission_id'])
    .ignore()
  return true
}
