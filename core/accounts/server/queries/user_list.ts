import db from '@adonisjs/lucid/services/db'
import { isoTime } from './iso_time.js'
import type { UserListResponse, UserSummary } from '#core/accounts/shared/admin_types'
import { accountName } from '../models/user.js'

/**
 * The admin's user list: newest first, searched by name or email (a prefix
 * of the email, or a part of a name), a page at a time with each row's roles.
 */
export async function userPage({ query, page, perPage }: { query?: string; page: number; perPage: number }): Promise<UserListResponse> {
  const base = db.from('users')
  if (query) {
    const like = `%${query.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
    base.where((search) => search.where('email', 'like', `${query.toLowerCase()}%`).orWhere('first_name', 'like', like).orWhere('last_name', 'like', like))
  }
  const [{ total }] = await base.clone().count('* as total')
  const rows = await base
    .select('id', 'email', 'first_name', 'last_name', 'image', 'email_verified_at', 'banned_at', 'created_at')
    .orderBy('id', 'desc')
    .offset((page - 1) * perPage)
    .limit(perPage)
  const roles = rows.length
    ? await db.from('user_roles').join('roles', 'roles.id', 'user_roles.role_id').whereIn('user_roles.user_id', rows.map((row) => row.id)).select('user_roles.user_id', 'roles.id', 'roles.name').orderBy('roles.name')
    : []
  const data = rows.map(
    (row): UserSummary => ({
      id: row.id,
      name: accountName({ id: row.id, firstName: row.first_name, lastName: row.last_name }),
      email: row.email,
      image: row.image,
      email_verified_at: isoTime(row.email_verified_at),
      banned_at: isoTime(row.banned_at),
      roles: roles.filter((role) => role.user_id === row.id).map((role) => ({ id: role.id, name: role.name })),
      created_at: isoTime(row.created_at),
    })
  )
  return { data, total: Number(total), page, per_page: perPage }
}
