import type { HttpContext } from '@adonisjs/core/http'
import type { AccountPresenter, AccountSubscriptions, SiteSettings, UnreadNotifications } from '#core/kernel/module_services'
import type { BootstrapAdminAlerts, BootstrapUser } from '#core/kernel/shared/bootstrap_data'
import type User from '../models/user.js'
import { serializeAccount } from '../serializers/user_serializer.js'
import { publishedCredentialWorks } from './demo_credentials.js'

/** The signed-in person for the bootstrap data, as `GET users/me` shows them, so both answers agree. */
export class BootstrapAccountPresenter implements AccountPresenter {
  constructor(
    private settings: SiteSettings,
    private subscriptions: AccountSubscriptions | null = null,
    private notifications: UnreadNotifications | null = null
  ) {}

  languageOf(ctx: HttpContext) {
    return (ctx.auth?.user as User | undefined)?.language || null
  }

  async signedIn(ctx: HttpContext): Promise<BootstrapUser | null> {
    const user = ctx.auth?.user as User | undefined
    if (!user) return null
    const [account, subscriptions, unread] = await Promise.all([
      serializeAccount(user, ['roles', 'permissions']),
      this.subscriptions ? this.subscriptions.of(user.id) : [],
      this.notifications ? this.notifications.countOf(user.id) : 0,
    ])
    return { ...account, unread_notifications_count: unread, subscriptions }
  }

  async adminAlerts(): Promise<BootstrapAdminAlerts> {
    return { demo_password: await publishedCredentialWorks(this.settings) }
  }
}
