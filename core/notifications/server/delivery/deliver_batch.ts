import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type { NotificationTypeDefinition } from '#core/kernel/contract'
import { SiteSettings } from '#core/kernel/module_services'
import type { NotificationChannel, NotificationData, NotificationItem } from '#core/kernel/shared/notifications'
import { queueMail } from '#core/accounts/server/mail/send_mail_job'
import { notificationCatalogue } from '../notification_catalogue.js'
import { channelsFor } from '../selections.js'
import { storeNotifications, unreadCounts } from '../notification_store.js'
import { broadcastCreated } from '../realtime/broadcast.js'
import { notificationEmail } from '../email/notification_email.js'
import { timeOrderedId } from '../time_ordered_id.js'
import SendBrowserPushesJob from '../jobs/send_browser_pushes_job.js'

/** People per batch: one insert, one count and one selections read each; a fan-out job reads this many followers at a time. */
export const BATCH_SIZE = 1000

/**
 * Delivers one notification to a batch of people on the channels each of
 * them has on: stored and pushed to their open tabs now, emails and browser
 * pushes queued. Runs in the request for a few user ids, in a job for a
 * fan-out's batch. Call it after the transaction that caused it committed
 * (SQLite has one writer).
 */
export async function deliverBatch(userIds: number[], typeId: string, data: NotificationData) {
  const catalogue = await notificationCatalogue()
  const type = catalogue.get(typeId)
  const channels = await channelsFor(userIds, type, catalogue)
  const recipientsOf = (channel: NotificationChannel) => userIds.filter((userId) => channels.get(userId)!.has(channel))

  const stored = await storeNotifications(recipientsOf('database'), type.id, data)
  if (stored.size) {
    const counts = await unreadCounts([...stored.keys()])
    for (const [userId, notification] of stored) broadcastCreated(userId, notification, counts.get(userId)!)
  }
  await queueEmails(recipientsOf('email'), type, data)

  const pushTo = recipientsOf('browser')
  if (pushTo.length) {
    // Someone with the in-app list off still gets an id: the browser uses it to replace a repeated push.
    const notificationIds = pushTo.map((userId) => [userId, stored.get(userId)?.id ?? timeOrderedId()] as [number, string])
    await SendBrowserPushesJob.dispatch({ type: type.id, data, recipients: notificationIds }).run()
  }
  return { stored: stored.size }
}

/** One queued email per person (each retried on its own by the accounts module's mail job). */
async function queueEmails(userIds: number[], type: NotificationTypeDefinition, data: NotificationData) {
  if (!userIds.length) return
  const people = await db.from('users').whereIn('id', userIds).whereNull('banned_at').select('id', 'email')
  const siteName = (await app.container.make(SiteSettings)).get<string>('branding.site_name', 'Cadenza')
  for (const person of people) {
    await queueMail(notificationEmail({ to: person.email, userId: Number(person.id), siteName, type, data }), siteName)
  }
}

