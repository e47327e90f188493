import db from '@adonisjs/lucid/services/db'
import type { CsvColumn } from '#core/kernel/lists/csv_export'
import type { ListPage } from '#core/kernel/shared/list_page'
import type { UserSummary } from '#core/accounts/shared/admin_types'
import { accountName } from '../models/user.js'
import { isoTime } from './iso_time.js'
import type { UsersListInput } from './users_list.js'
import { escapeLike } from '#core/kernel/database/like'

/** The accounts the search and filters leave, with what a row shows. */
export function filteredUsers(input: UsersListInput) {
  const query = db.from('users').select('users.id', 'users.email', 'users.first_name', 'users.last_name', 'users.image', 'users.email_verified_at', 'users.banned_at', 'users.created_at')
  if (input.query) {
    const words = `%${escapeLike(input.query)}%`
    // An address is searched from its start (its unique index serves it); names anywhere.
    query.where((search) =>
      search
        .whereRaw(`users.email LIKE ? ESCAPE '!'`, [`${escapeLike(input.query!.toLowerCase())}%`])
        .orWhereRaw(`users.first_name LIKE ? ESCAPE '!'`, [words])
        .orWhereRaw(`users.last_name LIKE ? ESCAPE '!'`, [words])
    )
  }
  if (input.status === 'suspended') query.whereNotNull('users.banned_at')
  if (input.status === 'active') query.whereNull('users.banned_at')
  if (input.status === 'unverified') query.whereNull('users.email_verified_at')
  if (input.role)
    query.whereExists((held) => held.from('user_roles').where('user_roles.role_id', input.role!).whereColumn('user_roles.user_id', 'users.id'))
  return query
}

export function presentUser(row: Record<string, any>): UserSummary {
  return {
    id: Number(row.id),
    name: accountName({ id: Number(row.id), firstName: row.first_name, lastName: row.last_name }),
    email: row.email,
    image: row.image,
    email_verified_at: isoTime(row.email_verified_at),
    banned_at: isoTime(row.banned_at),
    roles: [],
    created_at: isoTime(row.created_at),
  }
}

/** The page's rows with their roles, read in one query for the page. */
export async function withRoles(page: ListPage<UserSummary>): Promise<ListPage<UserSummary>> {
  const ids = page.data.map((user) => user.id)
  if (!ids.length) return page
  const held = await db.from('user_roles').join('roles', 'roles.id', 'user_roles.role_id').whereIn('user_roles.user_id', ids).orderBy('roles.name').select('user_roles.user_id', 'roles.id', 'roles.name')
  return {
    ...page,
    data: page.data.map((user) => ({ ...user, roles: held.filter((role) => role.user_id === user.id).map((role) => ({ id: role.id, name: role.name })) })),
  }
}

/** The export's columns. */
export const USER_CSV_COLUMNS: CsvColumn<UserSummary>[] = [
  { header: 'ID', value: (user) => user.id },
  { header: 'Name', value: (user) => user.name },
  { header: 'Email', value: (user) => user.email },
  { header: 'Email verified', value: (user) => (user.email_verified_at ? 'yes' : 'no') },
  { header: 'Suspended', value: (user) => user.banned_at },
  { header: 'Created', value: (user) => user.created_at },
]
