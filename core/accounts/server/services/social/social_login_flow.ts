import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import type { AllyUserContract, Oauth2AccessToken } from '@adonisjs/ally/types'
import User from '#core/accounts/server/models/user'
import { completeLogin } from '../login_service.js'
import { bootstrapDataFor } from '../bootstrap_payload.js'
import { freshSettings } from '../site_settings.js'
import {
  SocialAccounts,
  SocialProfileTaken,
  serviceLabel,
  type SocialIdentity,
} from './social_accounts.js'
import { rememberPendingProfile, takeIntent } from './social_session.js'
import type { SocialPopupResult } from './social_popup.js'
import type { SocialService } from './social_settings.js'

export const SOCIAL_SESSION_EXPIRED = 'Your social login expired. Please try again.'
export const REGISTRATION_DISABLED = 'Registration is currently disabled.'

/**
 * What happens when the provider sends the person back to the callback
 * (spec section 4, social login popup result):
 * - login, identity linked before: sign in to that account (SUCCESS);
 * - login, an account has the provider's email: ask for its password to
 *   link it (REQUEST_PASSWORD, identity kept in the session);
 * - login, nobody has the email: register and link (SUCCESS), unless
 *   registration is disabled (ERROR);
 * - connect (from account settings): link to the signed-in account (SUCCESS);
 * - already signed in when logging in: ALREADY_LOGGED_IN.
 * Signing in through a provider skips the two-factor challenge: the
 * provider authenticated the person.
 */
export class SocialLoginFlow {
  #accounts = new SocialAccounts()

  constructor(private ctx: HttpContext) {}

  async finish(service: SocialService): Promise<SocialPopupResult> {
    const intent = takeIntent(this.ctx.session)
    if (!intent || intent.service !== service)
      return { status: 'ERROR', message: SOCIAL_SESSION_EXPIRED }

    const driver = this.ctx.ally.use(service)
    if (driver.accessDenied())
      return {
        status: 'ERROR',
        message: `You did not allow access to your ${serviceLabel(service)} account.`,
      }
    if (driver.stateMisMatch()) return { status: 'ERROR', message: SOCIAL_SESSION_EXPIRED }
    if (driver.hasError()) return { status: 'ERROR' }

    let identity: SocialIdentity
    try {
      identity = identityOf(service, await driver.user())
    } catch (error) {
      this.ctx.logger.warn(
        { err: error, service },
        'social login: the provider did not hand over the profile'
      )
      return { status: 'ERROR' }
    }

    await this.ctx.auth.check()
    const current = (this.ctx.auth.user as User | undefined) ?? null
    if (intent.mode === 'connect') {
      if (!current || current.id !== intent.userId)
        return { status: 'ERROR', message: SOCIAL_SESSION_EXPIRED }
      return this.#connect(current, identity)
    }
    if (current) return { status: 'ALREADY_LOGGED_IN' }
    return this.#login(identity)
  }

  async #connect(user: User, identity: SocialIdentity): Promise<SocialPopupResult> {
    try {
      await this.#accounts.link(user, identity)
    } catch (error) {
      if (error instanceof SocialProfileTaken) return { status: 'ERROR', message: error.message }
      throw error
    }
    return { status: 'SUCCESS', bootstrapData: await bootstrapDataFor(this.ctx) }
  }

  async #login(identity: SocialIdentity): Promise<SocialPopupResult> {
    const linked = await this.#accounts.linkedUser(identity.service, identity.id)
    if (linked) {
      await this.#accounts.link(linked, identity)
      return { status: 'SUCCESS', ...(await completeLogin(this.ctx, linked, { remember: true })) }
    }

    if (!identity.email)
      return {
        status: 'ERROR',
        message: `${serviceLabel(identity.service)} did not share an email address with us.`,
      }
    const owner = await User.findBy('email', identity.email)
    if (owner) {
      rememberPendingProfile(this.ctx.session, identity, owner.id)
      return { status: 'REQUEST_PASSWORD' }
    }

    const settings = await freshSettings()
    if (settings.get<boolean>('registration.disable', false))
      return { status: 'ERROR', message: REGISTRATION_DISABLED }
    const user = await this.#accounts.register({ ...identity, email: identity.email })
    return { status: 'SUCCESS', ...(await completeLogin(this.ctx, user, { remember: true })) }
  }
}

function identityOf(
  service: SocialService,
  user: AllyUserContract<Oauth2AccessToken>
): SocialIdentity {
  const token = user.token
  return {
    service,
    id: String(user.id),
    email: user.email ? user.email.toLowerCase() : null,
    emailVerified: user.emailVerificationState === 'verified',
    name: user.name || null,
    username: user.nickName || user.name || null,
    accessToken: token?.token ?? null,
    refreshToken: token?.refreshToken ?? null,
    expiresAt: token?.expiresAt ? DateTime.fromJSDate(token.expiresAt) : null,
  }
}
