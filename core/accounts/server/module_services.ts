import { AccessControl, AccountPresenter, AccountSubscriptions, SiteSettings, UnreadNotifications } from '#core/kernel/module_services'
import type { ModuleServices } from '#core/kernel/contract'
import { PermissionResolver } from './services/permission_resolver.js'
import { BootstrapAccountPresenter } from './services/account_presenter.js'

/** Accounts answer the kernel's questions about people: their permissions and how the shell shows them. */
const registerAccountServices: ModuleServices = (container) => {
  container.singleton(AccessControl, () => new PermissionResolver())
  container.singleton(AccountPresenter, async (resolver) => {
    // Billing, when on, adds the person's subscriptions (bound by core/billing; factories run after every module bound its services).
    const subscriptions = container.hasBinding(AccountSubscriptions) ? await resolver.make(AccountSubscriptions) : null
    // Notifications add the unread count (core/notifications).
    const notifications = container.hasBinding(UnreadNotifications) ? await resolver.make(UnreadNotifications) : null
    return new BootstrapAccountPresenter(await resolver.make(SiteSettings), subscriptions, notifications)
  })
}
export default registerAccountServices
