import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import User from '#core/accounts/server/models/user'
import { assignRoles } from './users/assign_roles.js'

export interface CreateUserInput {
  email: string
  password: string
  firstName?: string | null
  lastName?: string | null
  admin?: boolean
  verified?: boolean
  /** The account's roles, instead of the default role (an admin creating it). */
  roles?: number[]
}

/**
 * Creates an account with the default role (and the Admins role when asked),
 * or with the roles an admin chose, in one transaction, so no account exists
 * without its roles. Pass the caller's transaction when the account is part
 * of a larger write.
 */
export async function createUser(input: CreateUserInput, trx?: TransactionClientContract): Promise<User> {
  if (!trx) return db.transaction((ownTrx) => createUser(input, ownTrx))

  const user = new User()
  user.useTransaction(trx)
  user.merge({
    email: input.email.toLowerCase(),
    password: input.password,
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
    timezone: 'UTC',
    emailVerifiedAt: input.verified ? DateTime.now() : null,
  })
  await user.save()
  if (input.roles) await assignRoles(trx, user.id, input.roles)
  else await giveNewAccountRoles(user.id, { admin: input.admin }, trx)
  return user
}

/** The roles of a new account: the default role, plus Admins when asked (also used by UserFactory). */
export async function giveNewAccountRoles(userId: number, options: { admin?: boolean }, trx: QueryClientContract) {
  const roles = trx.from('roles').where('default', true)
  if (options.admin) roles.orWhere('name', 'Admins')
  const now = new Date()
  const rows = (await roles.select('id')).map((role) => ({ user_id: userId, role_id: role.id, created_at: now }))
  if (rows.length) await trx.table('user_roles').multiInsert(rows)
}
