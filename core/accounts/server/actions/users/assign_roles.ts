import { errors as vineErrors } from '@vinejs/vine'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

export const GUEST_ROLE_NOT_ASSIGNABLE = 'The guest role is for logged-out visitors and cannot be given to an account.'

/**
 * Replaces an account's roles with `roleIds` (in the caller's transaction).
 * Every id must be an existing role other than the guest role (422 on the
 * `roles` field otherwise).
 */
export async function assignRoles(trx: TransactionClientContract, userId: number, roleIds: number[]) {
  const wanted = [...new Set(roleIds)]
  const roles = wanted.length ? await trx.from('roles').whereIn('id', wanted).select('id', 'guests') : []
  if (roles.length !== wanted.length)
    throw new vineErrors.E_VALIDATION_ERROR([{ field: 'roles', message: 'One of the selected roles does not exist.', rule: 'exists' }])
  if (roles.some((role) => role.guests))
    throw new vineErrors.E_VALIDATION_ERROR([{ field: 'roles', message: GUEST_ROLE_NOT_ASSIGNABLE, rule: 'guests' }])
  await trx.from('user_roles').where('user_id', userId).delete()
  const now = new Date()
  if (wanted.length) await trx.table('user_roles').multiInsert(wanted.map((roleId) => ({ user_id: userId, role_id: roleId, created_at: now })))
}
