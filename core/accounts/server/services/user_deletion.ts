import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#core/accounts/server/models/user'
import { AvatarService } from './avatar_service.js'

/** Cleanup another module runs, inside the deletion transaction, when an account goes. */
export type UserDeletedHook = (userId: number, trx: TransactionClientContract) => Promise<void>

const hooks: UserDeletedHook[] = []

/**
 * Lets a module remove or anonymize what it keeps about a person (playlists,
 * uploads, subscriptions...) when the account is deleted. Register once, at
 * import time of the module's code.
 */
export function onUserDeleted(hook: UserDeletedHook) {
  hooks.push(hook)
}

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
 * tokens, social profiles, roles, whatever registered hooks remove, and the
 * user row. The avatar file goes after the commit, so a rolled-back
 * deletion never loses it.
 */
export async function deleteUser(user: User) {
  const image = user.image
  await db.transaction(async (trx) => {
    for (const hook of hooks) await hook(user.id, trx)
    for (const { table, column } of OWNED_ROWS) {
      await trx.from(table).where(column, user.id).delete()
    }
    await trx.from('users').where('id', user.id).delete()
  })
  await new AvatarService().deleteStored(image)
}
