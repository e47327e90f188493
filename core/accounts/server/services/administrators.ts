import { Exception } from '@adonisjs/core/exceptions'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { SUPER_ADMIN } from '#core/accounts/permissions'

/** Refused change: nobody would be left to run the site. */
export class LastAdministratorError extends Exception {
  static status = 409
}

export const LAST_ADMINISTRATOR =
  "The only administrator can't be deleted, suspended or lose the admin permission. Make someone else an administrator first."

/**
 * Runs a write that may take the `admin` permission away from someone
 * (deleting or suspending an account, changing its roles or permissions,
 * editing or deleting a role) and refuses it when it left the site without
 * an active administrator. Counting before and after, in the write's own
 * transaction, covers every way of losing the last one with one rule; a site
 * that had none (a fresh test database) is not blocked by it.
 */
export async function keepingAnAdministrator<Result>(trx: TransactionClientContract, write: () => Promise<Result>): Promise<Result> {
  const before = await activeAdministratorCount(trx)
  const result = await write()
  if (before > 0 && (await activeAdministratorCount(trx)) === 0) throw new LastAdministratorError(LAST_ADMINISTRATOR)
  return result
}

/** Accounts not suspended that hold 'admin' (everything), through a role or directly. */
export async function activeAdministratorCount(trx: TransactionClientContract) {
  const throughRoles = trx
    .from('user_roles')
    .join('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
    .join('permissions', 'permissions.id', 'role_permissions.permission_id')
    .where('permissions.name', SUPER_ADMIN)
    .select('user_roles.user_id as id')
  const directly = trx
    .from('user_permissions')
    .join('permissions', 'permissions.id', 'user_permissions.permission_id')
    .where('permissions.name', SUPER_ADMIN)
    .select('user_permissions.user_id as id')
  const row = await trx
    .from('users')
    .whereNull('banned_at')
    .where((query) => query.whereIn('id', throughRoles).orWhereIn('id', directly))
    .count('* as total')
    .first()
  return Number(row?.total ?? 0)
}
