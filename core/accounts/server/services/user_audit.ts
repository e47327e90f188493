import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { recordAudit, type AuditActor } from '#core/audit/server/record_audit'
import { parseGranted } from './permission_catalogue.js'
import { isoTime } from '../queries/iso_time.js'

/**
 * An account as its audit entries show it before and after an admin's
 * change: what the user screens can change, never a password, secret or token.
 */
export async function userSnapshot(trx: TransactionClientContract, userId: number) {
  const user = await trx.from('users').where('id', userId).first()
  if (!user) return null
  const roles = await trx.from('user_roles').join('roles', 'roles.id', 'user_roles.role_id').where('user_roles.user_id', userId).orderBy('roles.name').select('roles.name')
  const direct = await trx
    .from('user_permissions')
    .join('permissions', 'permissions.id', 'user_permissions.permission_id')
    .where('user_permissions.user_id', userId)
    .orderBy('permissions.name')
    .select('permissions.name', 'user_permissions.restrictions')
  return {
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    language: user.language,
    country: user.country,
    timezone: user.timezone,
    email_verified_at: isoTime(user.email_verified_at),
    banned_at: isoTime(user.banned_at),
    ban_reason: user.ban_reason,
    two_factor: Boolean(user.two_factor_confirmed_at),
    roles: roles.map((role) => role.name),
    permissions: direct.map((row) => parseGranted(row.name, row.restrictions)),
    access_tokens: (await trx.from('auth_access_tokens').where('tokenable_id', userId).orderBy('id').select('id', 'name')).map((token) => `${token.name ?? ''} (#${token.id})`),
    signed_in_browsers: Number((await trx.from('user_sessions').where('user_id', userId).count('* as total').first())?.total ?? 0),
  }
}

/**
 * Runs an admin's change to one account in a transaction, with its audit
 * entry (`user.<verb>`) holding the account before and after (null after a
 * deletion). Returns what the change returns.
 */
export function auditedUserWrite<Result>(
  userId: number,
  action: string,
  write: (trx: TransactionClientContract) => Promise<Result>,
  actor?: AuditActor
): Promise<Result> {
  return db.transaction((trx) => auditUserChange(trx, userId, action, () => write(trx), actor))
}

/** auditedUserWrite inside the caller's transaction: one of several accounts changed together. */
export async function auditUserChange<Result>(
  trx: TransactionClientContract,
  userId: number,
  action: string,
  write: () => Promise<Result>,
  actor?: AuditActor
): Promise<Result> {
  const before = await userSnapshot(trx, userId)
  const result = await write()
  const after = await userSnapshot(trx, userId)
  await recordAudit(trx, { action: `user.${action}`, subject: { type: 'user', id: userId }, before, after }, actor)
  return result
}
