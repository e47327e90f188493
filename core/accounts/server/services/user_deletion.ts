import { Exception } from '@adonisjs/core/exceptions'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#core/accounts/server/models/user'
import { SUPER_ADMIN } from '#core/accounts/permissions'
import { avatarImages } from './avatar_service.js'

/** Refused deletion: nobody would be left to run the site. */
export class LastAdministratorError extends Exception {
  static status = 409
}

export const LAST_ADMINISTRATOR =
  "The only administrator can't be deleted. Make someone else an administrator first."

/**
 * Rows keyed by the person. Their foreign keys cascade too; deleting them
 * by name keeps the outcome independent of the database's foreign-key mode.
 */
const OWNED_ROWS: Array<{ table: string; column: string }> = [
  { table: 'user_sessions', column: 'user_id' },
  { table: 'remember_me_tokens', column: 'tokenable_id' },
  { table: 'auth_access_tokens', column: 'tokenable_id' },
  { table: 'password_reset_tokens', column: 'user_id' },
  { table: 'email_verification_codes', column: 'user_id' },
  { table: 'social_profiles', column: 'user_id' },
  { table: 'user_roles', column: 'user_id' },
]

/**
 * Deletes an account and everything tied to it in one transaction: sessions,
 * tokens, social profiles, roles and the user row (other modules' rows go by
 * their foreign keys). The avatar file goes after the commit, so a
 * rolled-back deletion never loses it; then `user:deleted` lets other
 * modules remove what they keep outside the database (the music plugin's
 * profile header images).
 */
export async function deleteUser(user: User) {
  const image = user.image
  await db.transaction(async (trx) => {
    if (await isLastAdministrator(user.id, trx)) throw new LastAdministratorError(LAST_ADMINISTRATOR)
    for (const { table, column } of OWNED_ROWS) {
      await trx.from(table).where(column, user.id).delete()
    }
    await trx.from('users').where('id', user.id).delete()
  })
  await avatarImages.deleteStored(user.id, image)
  await emitter.emit('user:deleted', { id: user.id, email: user.email })
}

/** Ids of the accounts whose roles grant 'admin' (everything). */
function administrators(trx: TransactionClientContract) {
  return trx
    .from('user_roles')
    .join('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
    .join('permissions', 'permissions.id', 'role_permissions.permission_id')
    .where('permissions.name', SUPER_ADMIN)
    .distinct('user_roles.user_id')
}

async function isLastAdministrator(userId: number, trx: TransactionClientContract) {
  const ids = (await administrators(trx)).map((row: { user_id: number }) => Number(row.user_id))
  return ids.length === 1 && ids[0] === userId
}
