import db from '@adonisjs/lucid/services/db'
import { accountName } from '#core/accounts/server/models/user'
import { placeholders, rawRows } from '../shared/raw_rows.js'
import type { UserSummary } from '../../../shared/api_types.js'

export type { UserSummary }

/** Display name: the profile's, else the account's (never anything from the email). */
export function displayName(row: { id: number; display_name?: string | null; first_name: string | null; last_name: string | null }) {
  return row.display_name || accountName({ id: row.id, firstName: row.first_name, lastName: row.last_name })
}

export function userQuery() {
  return db
    .from('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select('users.id', 'users.first_name', 'users.last_name', 'users.image', 'profiles.display_name')
}

/** userQuery()'s columns and tables as SQL text, for the raw read paths (see rawRows) that read more of the same rows. */
export const USER_SUMMARY_COLUMNS = 'users.id, users.first_name, users.last_name, users.image, profiles.display_name'
export const USER_SUMMARY_TABLES = 'users LEFT JOIN profiles ON profiles.user_id = users.id'

/** userQuery() as SQL text; callers add their joins and conditions. */
export const USER_SUMMARY_SELECT = `SELECT ${USER_SUMMARY_COLUMNS} FROM ${USER_SUMMARY_TABLES}`

export function toUserSummary(row: any): UserSummary {
  return { model_type: 'user', id: row.id, name: displayName(row), image: row.image ?? null }
}

/** Summaries of the given users in one query, by id. */
export async function userSummaries(ids: number[]): Promise<Map<number, UserSummary>> {
  if (!ids.length) return new Map()
  const rows = await rawRows(`${USER_SUMMARY_SELECT} WHERE users.id IN (${placeholders(ids.length)})`, ids)
  return new Map(rows.map((row) => [row.id, toUserSummary(row)]))
}
