import { AccessControl, AccountPresenter, SiteSettings } from '#core/kernel/module_services'
import type { ModuleServices } from '#core/kernel/contract'
import { PermissionResolver } from './services/permission_resolver.js'
import { BootstrapAccountPresenter } from './services/account_presenter.js'

/** Accounts answer the kernel's questions about people: their permissions and how the shell shows them. */
const registerAccountServices: ModuleServices = (container) => {
  container.singleton(AccessControl, () => new PermissionResolver())
  container.singleton(AccountPresenter, async (resolver) => new BootstrapAccountPresenter(await resolver.make(SiteSettings)))
}
export default registerAccountServices
