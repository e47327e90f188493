import { Exception } from '@adonisjs/core/exceptions'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { recordAudit } from '#core/audit/server/record_audit'
import { keepingAnAdministrator } from '../../services/administrators.js'
import { findRole } from '../../queries/roles.js'
import { auditedRole } from './save_role.js'

export const PROTECTED_ROLE = "The guest role and the default role of new accounts can't be deleted."

/**
 * Deletes a role; the accounts holding it lose it (their other roles stay).
 * The guest role and the default role stay, and so does the last
 * administrator's admin permission. Audited (role.deleted).
 */
export async function deleteRole(trx: TransactionClientContract, id: number) {
  const role = await trx.from('roles').where('id', id).first()
  if (!role) throw new Exception('Not found.', { status: 404 })
  if (role.guests || role.default) throw new Exception(PROTECTED_ROLE, { status: 409 })
  const before = auditedRole(await findRole(trx, id))
  await keepingAnAdministrator(trx, async () => {
    await trx.from('user_roles').where('role_id', id).delete()
    await trx.from('role_permissions').where('role_id', id).delete()
    await trx.from('roles').where('id', id).delete()
  })
  await recordAudit(trx, { action: 'role.deleted', subject: { type: 'role', id }, before, after: null })
}
