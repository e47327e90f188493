import type { BootstrapData } from '../../../kernel/shared/bootstrap_data.js'
import type { NotificationsBootstrap } from '../../../kernel/shared/notifications.js'
import { readyServiceWorker, serviceWorkerSupported } from '@web/platform/service_worker.js'
import type { ApiClient } from '@web/services/api_client.js'
import { PUSH_SUBSCRIPTIONS_PATH, subscriptionBody } from './push_wire.js'

/** The server's VAPID public key (bootstrap data `module_data.notifications`), or null when Web Push is not set up. */
export function vapidPublicKey(bootstrap: BootstrapData): string | null {
  return (bootstrap.module_data.notifications as NotificationsBootstrap | undefined)?.vapidPublicKey || null
}

export function pushSupported() {
  return serviceWorkerSupported() && typeof PushManager !== 'undefined'
}

/** The base64url key as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string) {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/')
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

/**
 * Subscribes this browser to Web Push with the server's key and registers
 * the subscription with the server, so notifications of the browser
 * channel reach it with the tab closed. Idempotent: an existing
 * subscription is reused (the server keeps one row per endpoint).
 */
export async function registerPushSubscription(api: ApiClient, publicKey: string) {
  const registration = await readyServiceWorker()
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }))
  await api.post(PUSH_SUBSCRIPTIONS_PATH, subscriptionBody(subscription))
}
