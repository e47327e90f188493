import { useCurrentUser } from '@web/bootstrap/use_bootstrap.js'
import type { BootstrapStore } from '@web/services/bootstrap_store.js'

/**
 * The unread count lives on the signed-in person of the bootstrap data
 * (`unread_notifications_count`, spec section 3): the server counts it into
 * every page, and the bell reads it from there. Writes go through here.
 */
export function setUnreadCount(store: BootstrapStore, count: number) {
  const data = store.getSnapshot()
  if (!data.user || data.user.unread_notifications_count === count) return
  store.set({ ...data, user: { ...data.user, unread_notifications_count: count } })
}

export function useUnreadCount() {
  return useCurrentUser()?.unread_notifications_count ?? 0
}
