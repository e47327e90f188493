import type { HttpContext } from '@adonisjs/core/http'
import type { NotificationsPage } from '#core/kernel/shared/notifications'
import { markRead, notificationsPage, unreadCount } from '../notification_store.js'
import { broadcastRead } from '../realtime/broadcast.js'
import { DEFAULT_PAGE_SIZE, markAsReadValidator, notificationsPageValidator } from '../validators/notification_validators.js'

/** The signed-in person's own notifications (spec section 7); nobody reaches anyone else's. */
export default class NotificationsController {
  async index({ auth, request }: HttpContext) {
    const userId = auth.getUserOrFail().id
    const { page, perPage } = await notificationsPageValidator.validate(request.qs())
    const [pagination, unread] = await Promise.all([notificationsPage(userId, page ?? 1, perPage ?? DEFAULT_PAGE_SIZE), unreadCount(userId)])
    const answer: NotificationsPage = { pagination, unread_count: unread }
    return answer
  }

  /** Ids that are not the person's are ignored, never revealed. */
  async markAsRead({ auth, request }: HttpContext) {
    const userId = auth.getUserOrFail().id
    const { ids } = await request.validateUsing(markAsReadValidator)
    return this.#answer(userId, await markRead(userId, ids))
  }

  async markAllAsRead({ auth }: HttpContext) {
    const userId = auth.getUserOrFail().id
    return this.#answer(userId, await markRead(userId, 'all'))
  }

  #answer(userId: number, unread: number) {
    broadcastRead(userId, unread)
    return { unreadCount: unread }
  }
}
