import { DateTime } from 'luxon'
import { Exception } from '@adonisjs/core/exceptions'
import db from '@adonisjs/lucid/services/db'
import { errors as vineErrors } from '@vinejs/vine'
import type { HttpContext } from '@adonisjs/core/http'
import User from '../models/user.js'
import type { AdminUserResponse, AdminUserTokensResponse, UserAccessOptionsResponse, UserSummary } from '#core/accounts/shared/admin_types'
import type { UserSessionsResponse } from '#core/accounts/shared/account_types'
import { listRoles } from '../queries/roles.js'
import { USERS_LIST } from '../queries/users_list.js'
import { filteredUsers, presentUser, USER_CSV_COLUMNS, withRoles } from '../queries/users_query.js'
import { sendCsv } from '#core/kernel/lists/csv_export'
import type { ListPage } from '#core/kernel/shared/list_page'
import { permissionGroups } from '../services/permission_catalogue.js'
import { createUser } from '../actions/create_user.js'
import { recordAudit } from '#core/audit/server/record_audit'
import { auditedUserWrite, userSnapshot } from '../services/user_audit.js'
import { updateUserAccess } from '../actions/users/update_user_access.js'
import { banUser, unbanUser } from '../actions/users/suspension.js'
import { serializeAdminUser } from '../serializers/admin_user_serializer.js'
import { serializeSession } from '../serializers/session_serializer.js'
import { accessTokensOf } from '../serializers/user_serializer.js'
import { SessionTracker } from '../services/session_tracker.js'
import { TwoFactorService } from '../services/two_factor_service.js'
import { SIGN_IN_MESSAGES } from '../validators/sign_in_validators.js'
import { banUsersValidator, banUserValidator, createUserValidator, emailVerifiedValidator, userAccessValidator } from '../validators/user_admin_validators.js'
import { bulkIdsValidator } from '#core/kernel/lists/bulk_ids_validator'
import { banAccounts, deleteAccounts, unbanAccounts } from '../actions/users/bulk_user_actions.js'

const sessions = new SessionTracker()
const twoFactor = new TwoFactorService()

/**
 * The admin's user screens (spec section 2, admin users [users.update]):
 * one account's details, permissions, security and API tabs. Every route
 * is behind users.update (the screen's permission); the account always
 * comes from the route id.
 */
export default class AdminUsersController {
  /** GET users: the admin's list (core/kernel/lists: keyset pages, search, filters, sort). */
  async index({ request }: HttpContext): Promise<ListPage<UserSummary>> {
    const input = await request.validateUsing(USERS_LIST.validator, { data: request.qs() })
    return withRoles(await USERS_LIST.page(input, () => filteredUsers(input), presentUser))
  }

  /** GET users/export: the same view as CSV, streamed. */
  async export(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(USERS_LIST.validator, { data: ctx.request.qs() })
    sendCsv(ctx, 'users.csv', USER_CSV_COLUMNS, presented(USERS_LIST.rows(input, () => filteredUsers(input))))
  }

  /** GET user-access-options: the roles an account may hold (not the guest role) and the permissions, as the role editor groups them. */
  async accessOptions(): Promise<UserAccessOptionsResponse> {
    const client = db.connection()
    const roles = await listRoles(client)
    return { roles: roles.filter((role) => !role.guests), groups: await permissionGroups(client) }
  }

  /** GET users/{id}/admin: the account as the user screens show it. */
  async show({ params }: HttpContext) {
    const user = await accountOf(params)
    return { user: await serializeAdminUser(user) } satisfies AdminUserResponse
  }

  /** POST users: an account made by an admin, with its roles and whether its email counts as verified. */
  async store({ request, response }: HttpContext) {
    const input = await request.validateUsing(createUserValidator)
    if (await User.findBy('email', input.email))
      throw new vineErrors.E_VALIDATION_ERROR([{ field: 'email', message: SIGN_IN_MESSAGES['email.database.unique'], rule: 'database.unique' }])
    const user = await db.transaction(async (trx) => {
      const created = await createUser(
        { email: input.email, password: input.password, firstName: input.first_name, lastName: input.last_name, verified: input.email_verified, roles: input.roles },
        trx
      )
      await recordAudit(trx, { action: 'user.created', subject: { type: 'user', id: created.id }, before: null, after: await userSnapshot(trx, created.id) })
      return created
    })
    return response.created({ user: await serializeAdminUser(user) } satisfies AdminUserResponse)
  }

  /** PUT users/{id}/permissions {roles, permissions}: the permissions tab. */
  async updateAccess({ params, request }: HttpContext) {
    const user = await accountOf(params)
    const input = await request.validateUsing(userAccessValidator)
    await auditedUserWrite(user.id, 'permissions_updated', (trx) => updateUserAccess(trx, user.id, input))
    return { user: await serializeAdminUser(user) } satisfies AdminUserResponse
  }

  /** PUT users/{id}/email-verification {email_verified}: the details tab's toggle. */
  async updateEmailVerification({ params, request }: HttpContext) {
    const user = await accountOf(params)
    const { email_verified: verified } = await request.validateUsing(emailVerifiedValidator)
    await auditedUserWrite(user.id, 'email_verification_updated', async (trx) => {
      user.useTransaction(trx)
      user.emailVerifiedAt = verified ? (user.emailVerifiedAt ?? DateTime.now()) : null
      await user.save()
    })
    return { user: await serializeAdminUser(user) } satisfies AdminUserResponse
  }

  /** POST users/{id}/ban {reason}: suspends the account. */
  async ban({ params, request }: HttpContext) {
    const user = await accountOf(params)
    const { reason } = await request.validateUsing(banUserValidator)
    await auditedUserWrite(user.id, 'banned', (trx) => banUser(trx, user, reason))
    return { user: await serializeAdminUser(user) } satisfies AdminUserResponse
  }

  /** POST users/delete {ids}: the list's bulk deletion (never the admin's own account, never the last administrator). */
  async destroyMany({ auth, request }: HttpContext) {
    const { ids } = await request.validateUsing(bulkIdsValidator)
    return { deleted: await deleteAccounts((auth.user as User).id, ids) }
  }

  /** POST users/ban {ids, reason}: the list's bulk suspension. */
  async banMany({ auth, request }: HttpContext) {
    const { ids, reason } = await request.validateUsing(banUsersValidator)
    return { banned: await banAccounts((auth.user as User).id, ids, reason) }
  }

  /** POST users/unban {ids}: lifts the suspensions of the selected accounts. */
  async unbanMany({ auth, request }: HttpContext) {
    const { ids } = await request.validateUsing(bulkIdsValidator)
    return { unbanned: await unbanAccounts((auth.user as User).id, ids) }
  }

  /** DELETE users/{id}/ban: lifts the suspension. */
  async unban({ params }: HttpContext) {
    const user = await accountOf(params)
    await auditedUserWrite(user.id, 'unbanned', (trx) => unbanUser(trx, user))
    return { user: await serializeAdminUser(user) } satisfies AdminUserResponse
  }

  /** DELETE users/{id}/two-factor: the person sets two-factor up again from scratch (a lost phone). */
  async resetTwoFactor({ params }: HttpContext) {
    const user = await accountOf(params)
    await auditedUserWrite(user.id, 'two_factor_reset', (trx) => twoFactor.disable(user.useTransaction(trx)))
    return { user: await serializeAdminUser(user) } satisfies AdminUserResponse
  }

  /** GET users/{id}/sessions: the person's signed-in browsers, most recent first. */
  async sessions({ params }: HttpContext) {
    const user = await accountOf(params)
    const rows = await sessions.list(user.id)
    return { sessions: rows.map((row) => serializeSession(row, null)) } satisfies UserSessionsResponse
  }

  /** DELETE users/{id}/sessions: signs every browser of the person out (force logout). */
  async endSessions({ params }: HttpContext) {
    const user = await accountOf(params)
    await auditedUserWrite(user.id, 'sessions_ended', (trx) => sessions.endAll(user.id, trx))
    return { sessions: [] } satisfies UserSessionsResponse
  }

  /** GET users/{id}/access-tokens: the person's API tokens (never the tokens themselves). */
  async tokens({ params }: HttpContext) {
    const user = await accountOf(params)
    return { tokens: await accessTokensOf(user) } satisfies AdminUserTokensResponse
  }

  /** DELETE users/{id}/access-tokens/{tokenId}: one of the person's tokens stops working. */
  async deleteToken({ params }: HttpContext) {
    const user = await accountOf(params)
    await auditedUserWrite(user.id, 'access_token_deleted', async (trx) => {
      const token = await trx.from('auth_access_tokens').where({ id: Number(params.tokenId), tokenable_id: user.id }).first()
      // Another person's token id under this person's address is not found either.
      if (!token) throw notFound()
      await trx.from('auth_access_tokens').where('id', token.id).delete()
    })
    return { tokens: await accessTokensOf(user) } satisfies AdminUserTokensResponse
  }
}

const notFound = () => new Exception('Not found.', { status: 404 })

/** The account the route names (its id is checked to be a number by the route). */
async function accountOf(params: Record<string, string>) {
  const user = await User.find(Number(params.id))
  if (!user) throw notFound()
  return user
}

async function* presented(rows: AsyncIterable<Record<string, unknown>>) {
  for await (const row of rows) yield presentUser(row)
}
