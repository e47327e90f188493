import type { ModuleServices } from '#core/kernel/contract'
import { Notifier, UnreadNotifications } from '#core/kernel/module_services'
import { QueuedNotifier } from './notifier.js'
import { unreadCount } from './notification_store.js'

/** Any module sends notifications through the kernel's Notifier token. */
const registerNotificationServices: ModuleServices = (container) => {
  container.singleton(Notifier, () => new QueuedNotifier())
  container.singleton(UnreadNotifications, () => ({ countOf: unreadCount }))
}
export default registerNotificationServices
