/**
 * What the page and the service worker send the server about this
 * browser's Web Push subscription (the worker re-registers one the browser
 * replaced, without a page open).
 */
export const PUSH_SUBSCRIPTIONS_PATH = 'notifications/push-subscriptions'

export interface PushSubscriptionBody {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

/** The subscription as the server stores it (what web-push needs to reach this browser). */
export function subscriptionBody(subscription: PushSubscription): PushSubscriptionBody {
  const json = subscription.toJSON()
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } }
}
