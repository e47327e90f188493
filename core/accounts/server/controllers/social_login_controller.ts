import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'
import type { SocialConnectResponse } from '../../shared/sign_in_types.js'
import User from '#core/accounts/server/models/user'
import { completeLogin } from '../services/login_service.js'
import { freshSettings } from '../services/site_settings.js'
import { WRONG_PASSWORD } from '../services/password_confirmation.js'
import { checkPassword, refuseThrottledCheck } from '../services/password_check.js'
import { serializeAccount } from '../serializers/user_serializer.js'
import { passwordValidator } from '../validators/password_validators.js'
import { isSocialService, type SocialService } from '../services/social/social_settings.js'
import { renderSocialPopup, type SocialPopupResult } from '../services/social/social_popup.js'
import { withNonce } from '#core/kernel/http/csp_nonce'
import { SocialLoginFlow } from '../services/social/social_login_flow.js'
import { SocialAccounts, SocialProfileTaken } from '../services/social/social_accounts.js'
import {
  forgetPendingProfile,
  pendingConnects,
  pendingProfile,
  rememberIntent,
} from '../services/social/social_session.js'

export const NOTHING_TO_CONNECT =
  'There is no social login waiting to be connected. Please try again.'
export const TOO_MANY_PASSWORDS = 'Too many wrong passwords. Please try the social login again.'

/**
 * Social login (spec sections 4 and 7) under secure/auth/social. The GET
 * routes run in the 650x550 popup: login/connect redirect to the provider,
 * the callback answers a page that posts the result to the opener.
 */
export default class SocialLoginController {
  #accounts = new SocialAccounts()

  /** GET secure/auth/social/{service}/login */
  async login(ctx: HttpContext) {
    const service = await enabledService(ctx)
    await ctx.auth.check()
    if (ctx.auth.user) return popup(ctx, { status: 'ALREADY_LOGGED_IN' })
    rememberIntent(ctx.session, { service, mode: 'login' })
    return ctx.ally.use(service).redirect()
  }

  /** GET secure/auth/social/{service}/connect: links the provider to the signed-in account. */
  async connect(ctx: HttpContext) {
    const service = await enabledService(ctx)
    const user = ctx.auth.getUserOrFail() as User
    rememberIntent(ctx.session, { service, mode: 'connect', userId: user.id })
    return ctx.ally.use(service).redirect()
  }

  /** GET secure/auth/social/{service}/callback: where the provider sends the person back. */
  async callback(ctx: HttpContext) {
    const service = await enabledService(ctx)
    return popup(ctx, await new SocialLoginFlow(ctx).finish(service))
  }

  /**
   * POST secure/auth/social/connect {password}: after REQUEST_PASSWORD, links
   * the provider identity to the account with its email once the password is
   * right, and signs in. A pending identity takes five passwords and
   * connects once, counted on the server; the password check shares the
   * account's limit with every other one (password_check.ts).
   */
  async connectPending(ctx: HttpContext) {
    const { request, response, session } = ctx
    const { password } = await request.validateUsing(passwordValidator)
    const pending = pendingProfile(session)
    const user = pending ? await User.find(pending.userId) : null
    if (!pending || !user)
      return response.unprocessableEntity({ message: NOTHING_TO_CONNECT, errors: {} })

    const step = await pendingConnects.admitAnswer(pending.id)
    if (!step.admitted) {
      forgetPendingProfile(session)
      return step.reason === 'completed'
        ? response.unprocessableEntity({ message: NOTHING_TO_CONNECT, errors: {} })
        : response.tooManyRequests({ message: TOO_MANY_PASSWORDS })
    }
    const check = await checkPassword(user, password)
    if (typeof check === 'object') return refuseThrottledCheck(response, check.waitSeconds)
    if (check === 'wrong') {
      if (step.lastOne) {
        forgetPendingProfile(session)
        return response.tooManyRequests({ message: TOO_MANY_PASSWORDS })
      }
      return response.unprocessableEntity({
        message: WRONG_PASSWORD,
        errors: { password: [WRONG_PASSWORD] },
      })
    }

    forgetPendingProfile(session)
    if (!(await pendingConnects.complete(pending.id)))
      return response.unprocessableEntity({ message: NOTHING_TO_CONNECT, errors: {} })
    try {
      await this.#accounts.link(user, pending.identity)
    } catch (error) {
      if (error instanceof SocialProfileTaken) return response.conflict({ message: error.message })
      throw error
    }
    return (await completeLogin(ctx, user, { remember: true })) satisfies SocialConnectResponse
  }

  /** POST secure/auth/social/{service}/disconnect: unlinks the provider from the signed-in account. */
  async disconnect(ctx: HttpContext) {
    const service = knownService(ctx.params.service)
    const user = ctx.auth.getUserOrFail() as User
    await this.#accounts.unlink(user, service)
    return { user: await serializeAccount(user, ['social_profiles']) }
  }
}

function popup({ response }: HttpContext, result: SocialPopupResult) {
  return response.header('cache-control', 'no-store').type('html').send(withNonce(renderSocialPopup(result), response.nonce))
}

function knownService(name: string): SocialService {
  if (!isSocialService(name)) throw new Exception('Not found.', { status: 404 })
  return name
}

/** A provider an admin turned on (social.{service}.enable); 404 otherwise. */
async function enabledService(ctx: HttpContext): Promise<SocialService> {
  const service = knownService(ctx.params.service)
  const settings = await freshSettings()
  if (!settings.get<boolean>(`social.${service}.enable`, false))
    throw new Exception('Not found.', { status: 404 })
  return service
}
