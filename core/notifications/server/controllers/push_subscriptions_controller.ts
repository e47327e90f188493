import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { endpointHash } from '../push/send_pushes.js'
import { pushEndpointValidator, pushSubscriptionValidator } from '../validators/notification_validators.js'

/** A browser's Web Push subscription (the browser channel): registered and removed by the signed-in person. */
export default class PushSubscriptionsController {
  /**
   * Registers the browser for the person. An endpoint belongs to one browser
   * profile: registered again (another person signed in there), it moves to
   * the new person, so pushes never reach someone who signed out.
   */
  async store({ auth, request, response }: HttpContext) {
    const userId = auth.getUserOrFail().id
    const { endpoint, keys } = await request.validateUsing(pushSubscriptionValidator)
    const row = {
      user_id: userId,
      endpoint,
      endpoint_hash: endpointHash(endpoint),
      p256dh: keys.p256dh,
      auth: keys.auth,
      user_agent: (request.header('user-agent') ?? '').slice(0, 255) || null,
      created_at: new Date(),
    }
    await db.transaction(async (trx) => {
      await trx.knexQuery().table('push_subscriptions').insert(row).onConflict('endpoint_hash').merge(['user_id', 'p256dh', 'auth', 'user_agent', 'created_at'])
    })
    return response.created({ registered: true })
  }

  /** Removes the person's own subscription of this endpoint (anyone else's stays: 404 tells nothing). */
  async destroy({ auth, request, response }: HttpContext) {
    const userId = auth.getUserOrFail().id
    const { endpoint } = await request.validateUsing(pushEndpointValidator)
    const deleted = await db.transaction((trx) => trx.from('push_subscriptions').where({ user_id: userId, endpoint_hash: endpointHash(endpoint) }).delete())
    if (!deleted) return response.notFound({ message: 'This browser is not registered.' })
    return response.noContent()
  }
}
