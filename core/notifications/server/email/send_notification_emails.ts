import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { SiteSettings } from '#core/kernel/module_services'
import type { NotificationData } from '#core/kernel/shared/notifications'
import { MailSender } from '#core/accounts/server/mail/mail_sender'
import { queueMail } from '#core/accounts/server/mail/send_mail_job'
import { notificationCatalogue } from '../notification_catalogue.js'
import { notificationEmail } from './notification_email.js'

/**
 * Emails a notification to each person (banned accounts excepted). Each
 * send is recorded in outgoing_emails by the accounts module's sender; an
 * address that fails is handed to its mail job, which retries it alone.
 */
export async function sendNotificationEmails(userIds: number[], typeId: string, data: NotificationData) {
  const type = (await notificationCatalogue()).find(typeId)
  if (!type || !userIds.length) return
  const people = await db.from('users').whereIn('id', userIds).whereNull('banned_at').select('id', 'email')
  const siteName = (await app.container.make(SiteSettings)).get<string>('branding.site_name', 'Cadenza')
  const sender = new MailSender()
  for (const person of people) {
    const message = notificationEmail({ to: person.email, userId: Number(person.id), siteName, type, data })
    try {
      await sender.send(message, siteName)
    } catch {
      await queueMail(message, siteName)
    }
  }
}
