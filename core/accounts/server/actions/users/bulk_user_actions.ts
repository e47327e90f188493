import db from '@adonisjs/lucid/services/db'
import { errors as vineErrors } from '@vinejs/vine'
import User from '../../models/user.js'
import { keepingAnAdministrator } from '../../services/administrators.js'
import { auditUserChange } from '../../services/user_audit.js'
import { deleteUsers } from '../../services/user_deletion.js'
import { banUser, unbanUser } from './suspension.js'

export const OWN_ACCOUNT_IN_BULK = "Your own account can't be changed from the list: leave it out of the selection."

/**
 * The users list's bulk actions (admin users [users.update]). Each runs in
 * one transaction with an audit entry per account, and is refused whole when
 * it would leave no administrator (409) or names the admin's own account
 * (422: deleting or suspending yourself is done from your account settings).
 * Ids of accounts that no longer exist are ignored. Returns how many changed.
 */
export async function deleteAccounts(actorId: number, ids: number[]) {
  const users = await accountsOf(actorId, ids)
  await deleteUsers(users, { audited: true })
  return users.length
}

export async function banAccounts(actorId: number, ids: number[], reason: string) {
  const users = await accountsOf(actorId, ids)
  await db.transaction((trx) =>
    keepingAnAdministrator(trx, async () => {
      for (const user of users.filter((candidate) => !candidate.bannedAt))
        await auditUserChange(trx, user.id, 'banned', () => banUser(trx, user, reason))
    })
  )
  return users.length
}

export async function unbanAccounts(actorId: number, ids: number[]) {
  const users = await accountsOf(actorId, ids)
  await db.transaction(async (trx) => {
    for (const user of users.filter((candidate) => candidate.bannedAt))
      await auditUserChange(trx, user.id, 'unbanned', () => unbanUser(trx, user))
  })
  return users.length
}

async function accountsOf(actorId: number, ids: number[]) {
  if (ids.includes(actorId)) throw new vineErrors.E_VALIDATION_ERROR([{ field: 'ids', message: OWN_ACCOUNT_IN_BULK, rule: 'ownAccount' }])
  return User.query().whereIn('id', ids).orderBy('id')
}
