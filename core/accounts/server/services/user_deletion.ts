import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import type User from '#core/accounts/server/models/user'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { keepingAnAdministrator } from './administrators.js'
import { auditUserChange } from './user_audit.js'
import { avatarImages } from './avatar_service.js'

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
  { table: 'user_permissions', column: 'user_id' },
]

/**
 * Deletes accounts and everything tied to them in one transaction: sessions,
 * tokens, social profiles, roles and the user rows (other modules' rows go
 * by their foreign keys); refused whole if it left no administrator. Avatar
 * files go after the commit, so a rolled-back deletion never loses one. An
 * admin's deletion of someone else is `audited` (user.deleted).
 * `user:deleting`, inside the transaction, lets other modules read what the
 * cascade is about to remove (billing: PayPal subscriptions to cancel); then
 * `user:deleted` lets them remove what they keep outside the database (the
 * music plugin's profile header images).
 */
export async function deleteUsers(users: User[], options: { audited?: boolean } = {}) {
  await db.transaction((trx) =>
    keepingAnAdministrator(trx, async () => {
      for (const user of users) {
        const remove = async () => {
          await emitter.emit('user:deleting', { id: user.id, email: user.email, trx })
          await removeAccountRows(trx, user.id)
        }
        await (options.audited ? auditUserChange(trx, user.id, 'deleted', remove) : remove())
      }
    })
  )
  for (const user of users) {
    await avatarImages.deleteStored(user.id, user.image)
    await emitter.emit('user:deleted', { id: user.id, email: user.email })
  }
}

export function deleteUser(user: User, options: { audited?: boolean } = {}) {
  return deleteUsers([user], options)
}

async function removeAccountRows(trx: TransactionClientContract, userId: number) {
  for (const { table, column } of OWNED_ROWS) {
    await trx.from(table).where(column, userId).delete()
  }
  await trx.from('users').where('id', userId).delete()
}
