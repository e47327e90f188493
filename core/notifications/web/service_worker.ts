import { defineServiceWorkerPart, type WorkerScope } from '@web/service_worker/worker_scope.js'
import type { BrowserPushPayload } from '../../kernel/shared/notifications.js'
import { PUSH_SUBSCRIPTIONS_PATH, subscriptionBody } from './push/push_wire.js'

/** Where a notification without a main action leads. */
const NOTIFICATIONS_PAGE = '/notifications'

/**
 * The browser channel in the service worker: a Web Push (sent by the server
 * through web-push) shows as a system notification, even with no tab open;
 * clicking it focuses a tab of the site on its main action, or opens one.
 */
export default defineServiceWorkerPart((worker) => {
  worker.addEventListener('push', (event) => {
    const payload = event.data?.json() as BrowserPushPayload | undefined
    if (!payload) return
    event.waitUntil(
      worker.registration.showNotification(payload.title, {
        body: payload.body,
        icon: payload.image ?? undefined,
        // One system notification per notification: a push sent twice replaces the first.
        tag: payload.notificationId,
        data: { url: payload.url ?? NOTIFICATIONS_PAGE },
      })
    )
  })

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close()
    const url = new URL((event.notification.data as { url?: string } | null)?.url ?? NOTIFICATIONS_PAGE, worker.location.origin)
    event.waitUntil(openOrFocus(worker, url))
  })

  // The browser replaced the subscription (expired keys): register the new one so pushes keep arriving.
  worker.addEventListener('pushsubscriptionchange', (event) => {
    event.waitUntil(resubscribe(worker, event.oldSubscription, event.newSubscription))
  })
})

async function openOrFocus(worker: WorkerScope, url: URL) {
  if (url.origin === worker.location.origin) {
    const tabs = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true })
    const tab = tabs.find((client) => client.focused) ?? tabs[0]
    if (tab) {
      const focused = await tab.focus()
      // navigate() works for tabs this worker controls; another one just gets the focus and a new tab opens.
      if (await focused.navigate(url.href).catch(() => null)) return
    }
  }
  await worker.clients.openWindow(url.href)
}

async function resubscribe(worker: WorkerScope, old: PushSubscription | null, replacement: PushSubscription | null) {
  const subscription =
    replacement ??
    (old?.options.applicationServerKey
      ? await worker.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: old.options.applicationServerKey })
      : null)
  // State changes need the CSRF cookie echoed in a header; a worker reads it through the Cookie Store API where there is one.
  const xsrf = await worker.cookieStore?.get('XSRF-TOKEN')
  if (!subscription || !xsrf) return
  await worker.fetch(`/api/v1/${PUSH_SUBSCRIPTIONS_PATH}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', 'Accept': 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(xsrf.value) },
    body: JSON.stringify(subscriptionBody(subscription)),
  })
}
