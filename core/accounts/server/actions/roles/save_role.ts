import { Exception } from '@adonisjs/core/exceptions'
import { errors as vineErrors } from '@vinejs/vine'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { GrantedPermission, RoleDetail } from '#core/accounts/shared/admin_types'
import { recordAudit } from '#core/audit/server/record_audit'
import { findRole } from '../../queries/roles.js'
import { keepingAnAdministrator } from '../../services/administrators.js'
import { permissionRows } from '../../services/permission_catalogue.js'

export interface RoleInput {
  name: string
  description?: string | null
  default?: boolean
  permissions: Array<{ name: string; restrictions?: GrantedPermission['restrictions'] }>
}

export const DEFAULT_ROLE_REQUIRED = 'One role must stay the default role of new accounts: make another role the default instead.'

/**
 * Creates a role (no id) or replaces an existing one's name, description,
 * default flag and permissions, in the caller's transaction. Exactly one
 * role is the default: making this one the default unmakes the previous
 * one, and the default cannot be unmade by itself. Taking 'admin' away
 * from a role may not leave the site without an administrator. Audited
 * (role.created, role.updated) in the same transaction.
 */
export async function saveRole(trx: TransactionClientContract, input: RoleInput, id?: number): Promise<number> {
  const now = new Date()
  const existing = id === undefined ? null : await trx.from('roles').where('id', id).first()
  if (id !== undefined && !existing) throw new Exception('Not found.', { status: 404 })
  const sameName = await trx.from('roles').where('name', input.name).whereNot('id', id ?? 0).first()
  if (sameName) throw new vineErrors.E_VALIDATION_ERROR([{ field: 'name', message: 'A role with this name already exists.', rule: 'unique' }])
  if (existing?.default && input.default === false)
    throw new vineErrors.E_VALIDATION_ERROR([{ field: 'default', message: DEFAULT_ROLE_REQUIRED, rule: 'default' }])
  if (existing?.guests && input.default) throw new vineErrors.E_VALIDATION_ERROR([{ field: 'default', message: 'The guest role cannot be the default role of new accounts.', rule: 'default' }])

  const rows = await permissionRows(trx, input.permissions)
  const before = id === undefined ? null : await findRole(trx, id)
  const savedId = await keepingAnAdministrator(trx, async () => {
    if (input.default) await trx.from('roles').where('default', true).update({ default: false, updated_at: now })
    const values = { name: input.name, description: input.description ?? null, updated_at: now, ...(input.default && { default: true }) }
    let roleId = id
    if (roleId === undefined) {
      const [inserted] = await trx.table('roles').insert({ ...values, guests: false, default: Boolean(input.default), created_at: now }).returning('id')
      roleId = Number(typeof inserted === 'object' ? inserted.id : inserted)
    } else {
      await trx.from('roles').where('id', roleId).update(values)
      await trx.from('role_permissions').where('role_id', roleId).delete()
    }
    if (rows.length)
      await trx.table('role_permissions').multiInsert(rows.map((row) => ({ role_id: roleId, permission_id: row.permissionId, restrictions: row.restrictions })))
    return roleId
  })
  await recordAudit(trx, { action: before ? 'role.updated' : 'role.created', subject: { type: 'role', id: savedId }, before: auditedRole(before), after: auditedRole(await findRole(trx, savedId)) })
  return savedId
}

/** A role as its audit entries show it: without the count of its accounts, which the change did not make. */
export function auditedRole(role: RoleDetail | null) {
  if (!role) return null
  return { id: role.id, name: role.name, description: role.description, guests: role.guests, default: role.default, permissions: role.permissions }
}
