import db from '@adonisjs/lucid/services/db'
import { isoTime } from './iso_time.js'
import { escapeLike } from '#core/kernel/database/like'
import type { RolesListInput } from './roles_list.js'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { RoleDetail, RoleSummary } from '#core/accounts/shared/admin_types'
import { parseGranted } from '../services/permission_catalogue.js'

interface RoleRow {
  id: number
  name: string
  description: string | null
  guests: number | boolean
  default: number | boolean
  users_count: number | string
  created_at: Date | string | null
  updated_at: Date | string | null
}

/** Every role with how many accounts hold it: the guest role first, then by name. */
export async function listRoles(client: QueryClientContract): Promise<RoleSummary[]> {
  const rows: RoleRow[] = await rolesWithCounts(client).orderBy('roles.guests', 'desc').orderBy('roles.name')
  return rows.map(roleSummary)
}

/** The roles the list's search leaves, each with how many accounts hold it. */
export function filteredRoles(input: RolesListInput) {
  const query = rolesWithCounts(db.connection())
  if (input.query) {
    const words = `%${escapeLike(input.query)}%`
    query.where((search) => search.whereRaw(`roles.name LIKE ? ESCAPE '!'`, [words]).orWhereRaw(`roles.description LIKE ? ESCAPE '!'`, [words]))
  }
  return query
}

/** One role with its permissions, or null. */
export async function findRole(client: QueryClientContract, id: number): Promise<RoleDetail | null> {
  const row: RoleRow | null = await rolesWithCounts(client).where('roles.id', id).first()
  if (!row) return null
  const permissions = await client
    .from('role_permissions')
    .join('permissions', 'permissions.id', 'role_permissions.permission_id')
    .where('role_permissions.role_id', id)
    .orderBy('permissions.name')
    .select('permissions.name', 'role_permissions.restrictions')
  return { ...roleSummary(row), permissions: permissions.map((permission) => parseGranted(permission.name, permission.restrictions)) }
}

function rolesWithCounts(client: QueryClientContract) {
  return client
    .from('roles')
    .select('roles.id', 'roles.name', 'roles.description', 'roles.guests', 'roles.default', 'roles.created_at', 'roles.updated_at')
    .select(client.raw('(SELECT COUNT(*) FROM user_roles WHERE user_roles.role_id = roles.id) as users_count'))
}

/** A role row as the API sends it (also a list page's rows, which the list convention types loosely). */
export function roleSummary(row: RoleRow | Record<string, any>): RoleSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    guests: Boolean(row.guests),
    default: Boolean(row.default),
    users_count: Number(row.users_count),
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
  }
}
