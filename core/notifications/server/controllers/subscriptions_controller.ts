import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type { NotificationSubscriptionPayload } from '#core/kernel/shared/notifications'
import { notificationCatalogue, type NotificationCatalogue } from '../notification_catalogue.js'
import { saveSelections, selectionsOf } from '../selections.js'
import { selectionsValidator } from '../validators/notification_validators.js'

/** The settings matrix: GET and PUT notifications/me/subscriptions (spec sections 3 and 7). */
export default class SubscriptionsController {
  async show({ auth }: HttpContext) {
    return payload(auth.getUserOrFail().id, await notificationCatalogue())
  }

  async update({ auth, request, response }: HttpContext) {
    const userId = auth.getUserOrFail().id
    const { selections } = await request.validateUsing(selectionsValidator)
    const catalogue = await notificationCatalogue()
    const unknown = selections.findIndex((selection) => !catalogue.find(selection.notif_id))
    if (unknown !== -1) {
      const message = 'This notification type does not exist.'
      return response.unprocessableEntity({ message, errors: { [`selections.${unknown}.notif_id`]: [message] } })
    }
    await db.transaction((trx) => saveSelections(userId, selections, catalogue, trx))
    return payload(userId, catalogue)
  }
}

async function payload(userId: number, catalogue: NotificationCatalogue): Promise<NotificationSubscriptionPayload> {
  const groups = new Map<string, NotificationSubscriptionPayload['subscriptions'][number]>()
  for (const type of catalogue.all()) {
    if (!groups.has(type.group)) groups.set(type.group, { group_name: type.group, subscriptions: [] })
    groups.get(type.group)!.subscriptions.push({ notif_id: type.id, name: type.label, channels: catalogue.offered(type) })
  }
  return {
    available_channels: catalogue.availableChannels(),
    subscriptions: [...groups.values()],
    user_selections: await selectionsOf(userId, catalogue),
  }
}
