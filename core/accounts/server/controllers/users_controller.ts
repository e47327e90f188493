import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#core/accounts/server/models/user'
import { relationsFrom } from '#core/kernel/http/relations'
import { bouncerFor } from '../policies/bouncer.js'
import { serializeAccount, USER_RELATIONS } from '../serializers/user_serializer.js'
import type { AccountResponse } from '#core/accounts/shared/account_types'
import {
  deleteUserValidator,
  updateUserValidator,
  userLocaleValidator,
} from '../validators/user_validators.js'
import {
  passwordConfirmedWithin,
  PASSWORD_CONFIRMATION_REQUIRED,
} from '../services/password_confirmation.js'
import { deleteUser } from '../services/user_deletion.js'
import { routeUser } from '../queries/route_user.js'
import { auditedUserWrite } from '../services/user_audit.js'

export const DELETE_CONFIRMATION_REQUIRED =
  'Pass deleteCurrentUser=true to delete your own account.'

/**
 * `users/{id}` ('me' = the signed-in person): read, update details, delete.
 * The record is always loaded by the route id and authorized by UserPolicy.
 */
export default class UsersController {
  /**
   * The owner and user managers get the full account with the relations
   * asked for (`with=roles,permissions,social_profiles,tokens`). Anyone
   * else gets the same 404 as for an id nobody has: walking the ids must
   * not list the accounts. Public profiles are the modules' pages (the
   * music plugin's user profiles), which decide who has one.
   */
  async show(ctx: HttpContext): Promise<AccountResponse> {
    const target = await routeUser(ctx)
    if (!(await bouncerFor(ctx).with('UserPolicy').allows('view', target)))
      throw new Exception('Not found.', { status: 404 })
    const relations = relationsFrom(ctx.request, { with: [...USER_RELATIONS] }).with
    return { user: await serializeAccount(target, relations) }
  }

  /** PUT users/{id}: first/last name, language, country, timezone. Nothing else is assignable. */
  async update(ctx: HttpContext): Promise<AccountResponse> {
    const target = await routeUser(ctx)
    await bouncerFor(ctx).with('UserPolicy').authorize('update', target)
    const input = await ctx.request.validateUsing(updateUserValidator)
    const save = async (trx?: TransactionClientContract) => {
      if (trx) target.useTransaction(trx)
      target.merge({
        firstName: input.first_name,
        lastName: input.last_name,
        language: input.language,
        country: input.country,
        timezone: input.timezone,
      })
      await target.save()
    }
    // A user manager editing someone else's account is an admin write: audited.
    if (isSomeoneElse(ctx, target)) await auditedUserWrite(target.id, 'updated', save)
    else await save()
    return { user: await serializeAccount(target) }
  }

  /** POST users/me/locale {locale}: the language of the signed-in person's interface. */
  async updateLocale({ request, auth }: HttpContext) {
    const { locale } = await request.validateUsing(userLocaleValidator)
    const user = auth.getUserOrFail() as User
    user.language = locale
    await user.save()
    return { locale }
  }

  /**
   * DELETE users/{id}. Deleting one's own account needs
   * `deleteCurrentUser=true` and a recently confirmed password (423
   * otherwise) and signs the browser out; a user manager may delete others.
   */
  async destroy(ctx: HttpContext) {
    const target = await routeUser(ctx)
    await bouncerFor(ctx).with('UserPolicy').authorize('delete', target)
    const actor = ctx.auth.getUserOrFail() as User
    const deletingSelf = actor.id === target.id
    if (deletingSelf) {
      const { deleteCurrentUser } = await deleteUserValidator.validate(ctx.request.qs())
      if (!deleteCurrentUser)
        return ctx.response.unprocessableEntity({
          message: DELETE_CONFIRMATION_REQUIRED,
          errors: {},
        })
      if (!passwordConfirmedWithin(ctx.session, actor))
        return ctx.response.status(423).send({ message: PASSWORD_CONFIRMATION_REQUIRED })
    }
    await deleteUser(target, { audited: !deletingSelf })
    if (deletingSelf) await ctx.auth.use('web').logout()
    return { deleted: true }
  }
}

function isSomeoneElse(ctx: HttpContext, target: User) {
  return (ctx.auth.user as User | undefined)?.id !== target.id
}
