import { Exception } from '@adonisjs/core/exceptions'
import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import { bulkIdsValidator } from '#core/kernel/lists/bulk_ids_validator'
import type { PermissionCatalogueResponse, RoleResponse } from '#core/accounts/shared/admin_types'
import { filteredRoles, findRole, roleSummary } from '../queries/roles.js'
import { ROLES_LIST } from '../queries/roles_list.js'
import { saveRole } from '../actions/roles/save_role.js'
import { deleteRole } from '../actions/roles/delete_role.js'
import { permissionGroups } from '../services/permission_catalogue.js'
import { PermissionResolver } from '../services/permission_resolver.js'
import { roleValidator } from '../validators/role_validators.js'

/**
 * The admin's roles screens (spec section 2, roles [roles.update]): the
 * list, the editor's permission catalogue, and saving or deleting a role.
 * Role changes reach the guest role's cached copy at once (forgetCachedRoles).
 */
export default class RolesController {
  /** GET roles?query&sort&order&perPage&cursor: a keyset page of roles, each with how many accounts hold it. */
  async index({ request }: HttpContext) {
    const input = await request.validateUsing(ROLES_LIST.validator, { data: request.qs() })
    return ROLES_LIST.page(input, () => filteredRoles(input), roleSummary)
  }

  /** GET permissions: what a role may be given, grouped as the manifests declare. */
  async permissions(): Promise<PermissionCatalogueResponse> {
    return { groups: await permissionGroups(db.connection()) }
  }

  /** GET roles/{id}. */
  async show({ params }: HttpContext): Promise<RoleResponse> {
    return { role: await roleOrFail(Number(params.id)) }
  }

  /** POST roles. */
  async store({ request, response }: HttpContext) {
    const input = await request.validateUsing(roleValidator)
    const id = await db.transaction((trx) => saveRole(trx, input))
    PermissionResolver.forgetCachedRoles()
    return response.created({ role: await roleOrFail(id) } satisfies RoleResponse)
  }

  /** PUT roles/{id}. */
  async update({ params, request }: HttpContext): Promise<RoleResponse> {
    const input = await request.validateUsing(roleValidator)
    const id = await db.transaction((trx) => saveRole(trx, input, Number(params.id)))
    PermissionResolver.forgetCachedRoles()
    return { role: await roleOrFail(id) }
  }

  /** DELETE roles/{id}: the accounts holding it lose it. */
  async destroy({ params, response }: HttpContext) {
    await db.transaction((trx) => deleteRole(trx, Number(params.id)))
    PermissionResolver.forgetCachedRoles()
    return response.noContent()
  }

  /** POST roles/delete { ids }: the list's bulk delete, all or none (a protected role among them is a 409). */
  async destroyMany({ request, response }: HttpContext) {
    const { ids } = await request.validateUsing(bulkIdsValidator)
    await db.transaction(async (trx) => {
      for (const id of ids) await deleteRole(trx, id)
    })
    PermissionResolver.forgetCachedRoles()
    return response.noContent()
  }
}

async function roleOrFail(id: number) {
  const role = await findRole(db.connection(), id)
  if (!role) throw new Exception('Not found.', { status: 404 })
  return role
}
