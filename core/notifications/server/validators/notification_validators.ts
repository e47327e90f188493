import vine from '@vinejs/vine'
import { NOTIFICATION_CHANNELS, NOTIFICATIONS_PER_PAGE } from '#core/kernel/shared/notifications'

const NOTIFICATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** GET notifications: ?page, ?perPage (30 by default, spec section 9). */
export const notificationsPageValidator = vine.create(
  vine.object({
    page: vine.number().withoutDecimals().min(1).max(10_000).optional(),
    perPage: vine.number().withoutDecimals().min(1).max(50).optional(),
  })
)
export const DEFAULT_PAGE_SIZE = NOTIFICATIONS_PER_PAGE

/** POST notifications/mark-as-read. */
export const markAsReadValidator = vine.create(
  vine.object({
    ids: vine.array(vine.string().regex(NOTIFICATION_ID)).minLength(1).maxLength(200).distinct(),
  })
)

/** PUT notifications/me/subscriptions: the types whose channels change, and their channels. */
export const selectionsValidator = vine.create(
  vine.object({
    selections: vine
      .array(
        vine.object({
          notif_id: vine.string().maxLength(100),
          channels: vine.array(vine.enum(NOTIFICATION_CHANNELS)).distinct(),
        })
      )
      .minLength(1)
      .maxLength(500),
  })
)

/** POST notifications/push-subscriptions: a browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionValidator = vine.create(
  vine.object({
    endpoint: vine.string().url({ protocols: ['https', 'http'], require_tld: false }).maxLength(2000),
    keys: vine.object({
      p256dh: vine.string().regex(/^[A-Za-z0-9_-]+=*$/).maxLength(255),
      auth: vine.string().regex(/^[A-Za-z0-9_-]+=*$/).maxLength(255),
    }),
  })
)

/** DELETE notifications/push-subscriptions: the browser's endpoint. */
export const pushEndpointValidator = vine.create(
  vine.object({ endpoint: vine.string().maxLength(2000) })
)

/** Transmit's subscribe and unsubscribe: the stream's uid and the channel. */
export const realtimeChannelValidator = vine.create(
  vine.object({
    uid: vine.string().regex(/^[\w-]{1,64}$/),
    channel: vine.string().maxLength(200),
  })
)

/** Transmit's event stream: the stream's uid, which transmit's own controller reads unchecked (a 500 without it). */
export const eventStreamValidator = vine.create(vine.object({ uid: vine.string().regex(/^[\w-]{1,64}$/) }))
