import type { HttpContext } from '@adonisjs/core/http'
import type { AccountPresenter, AccountSubscriptions, SiteSettings } from '#core/kernel/module_services'
import type { BootstrapAdminAlerts, BootstrapUser } from '#core/kernel/shared/bootstrap_data'
import type User from '../models/user.js'
import { serializeAccount } from '../serializers/user_serializer.js'
import { publishedCredentialWorks } from './demo_credentials.js'

/** The signed-in person for the bootstrap data, as `GET users/me` shows them, so both answers agree. */
export class BootstrapAccountPresenter implements AccountPresenter {
  constructor(
    private settings: SiteSettings,
    private subscriptions: AccountSubscriptions | null = null
  ) {}

  languageOf(ctx: HttpContext) {
    return (ctx.auth?.user as User | undefined)?.language || null
  }

  async signedIn(ctx: HttpContext): Promise<BootstrapUser | null> {
    const user = ctx.auth?.user as User | undefined
    if (!user) return null
    const account = await serializeAccount(user, ['roles', 'permissions'])
    return { ...account, subscriptions: this.subscriptions ? await this.subscriptions.of(user.id) : [] }
  }

  async adminAlerts(): Promise<BootstrapAdminAlerts> {
    return { demo_password: await publishedCredentialWorks(this.settings) }
  }
}
