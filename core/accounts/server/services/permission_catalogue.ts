import { errors as vineErrors } from '@vinejs/vine'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { GrantedPermission, PermissionGroup } from '#core/accounts/shared/admin_types'
import type { PermissionRestrictionDefinition } from '#core/kernel/contract'

interface PermissionRow {
  id: number
  name: string
  display_name: string
  group: string
  description: string | null
  restrictions: string | null
}

/**
 * The permissions the manifests declare, as the roles seeder keeps them in
 * the permissions table: grouped under the manifests' headings for the role
 * editor, and the check that what an admin grants exists.
 */
export async function permissionGroups(client: QueryClientContract): Promise<PermissionGroup[]> {
  const groups = new Map<string, PermissionGroup>()
  for (const row of await allPermissions(client)) {
    const group = groups.get(row.group) ?? { group: row.group, permissions: [] }
    groups.set(row.group, group)
    group.permissions.push({
      name: row.name,
      label: row.display_name,
      description: row.description,
      restrictions: declaredRestrictions(row),
    })
  }
  return [...groups.values()]
}

/**
 * The rows to store for permissions an admin grants: each name must be a
 * declared permission and each restriction one its manifest declares
 * (422 on the offending field otherwise). Repeated names keep the last.
 */
export async function permissionRows(client: QueryClientContract, granted: Array<{ name: string; restrictions?: GrantedPermission['restrictions'] }>) {
  const byName = new Map((await allPermissions(client)).map((row) => [row.name, row]))
  const problems: Array<{ field: string; message: string; rule: string }> = []
  const rows = new Map<number, string>()
  granted.forEach((permission, index) => {
    const row = byName.get(permission.name)
    if (!row) {
      problems.push({ field: `permissions.${index}.name`, message: `There is no permission named "${permission.name}".`, rule: 'permission' })
      return
    }
    const declared = new Set(declaredRestrictions(row).map((restriction) => restriction.name))
    const restrictions = permission.restrictions ?? []
    restrictions.forEach((restriction, restrictionIndex) => {
      if (!declared.has(restriction.name))
        problems.push({
          field: `permissions.${index}.restrictions.${restrictionIndex}.name`,
          message: `"${row.display_name}" has no restriction named "${restriction.name}".`,
          rule: 'restriction',
        })
    })
    rows.set(row.id, JSON.stringify(restrictions))
  })
  if (problems.length) throw new vineErrors.E_VALIDATION_ERROR(problems)
  return [...rows].map(([permissionId, restrictions]) => ({ permissionId, restrictions }))
}

/** Stored restrictions (JSON) as a list. */
export function parseGranted(name: string, restrictions: string | null): GrantedPermission {
  let parsed: unknown = []
  try {
    parsed = restrictions ? JSON.parse(restrictions) : []
  } catch {
    // A hand-edited row: treated as no restrictions.
  }
  return { name, restrictions: Array.isArray(parsed) ? parsed : [] }
}

function allPermissions(client: QueryClientContract): Promise<PermissionRow[]> {
  return client.from('permissions').select('id', 'name', 'display_name', 'group', 'description', 'restrictions').orderBy('group').orderBy('name')
}

function declaredRestrictions(row: PermissionRow): PermissionRestrictionDefinition[] {
  try {
    const parsed = row.restrictions ? JSON.parse(row.restrictions) : []
    return Array.isArray(parsed) ? parsed : []
  } catch {
    return []
  }
}
