import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { Mailer } from '@adonisjs/mail'
import env from '#start/env'
import { appUrl } from '#config/app'
import OutgoingEmail from '../models/outgoing_email.js'

export interface OutgoingMessage {
  to: string
  subject: string
  text: string
  html: string
}

/** Default sender when MAIL_FROM_ADDRESS is not set: no-reply at the site's host name. */
function fromAddress() {
  return env.get('MAIL_FROM_ADDRESS') ?? `no-reply@${new URL(appUrl).hostname}`
}

/**
 * Sends an email through the configured mailer (config/mail.ts) and records
 * it in outgoing_emails, sent or failed. The mailer is resolved from the
 * container on each send, so tests can swap it for one that talks to a local
 * SMTP server (tests/helpers/smtp_server.ts).
 */
export class MailSender {
  /** Never throws: a failure is recorded and logged, and the caller's flow goes on. */
  async send(message: OutgoingMessage, fromName: string): Promise<'sent' | 'failed'> {
    let error: string | null = null
    try {
      const mailer = await app.container.make(Mailer)
      await mailer.send((mail) => {
        mail
          .to(message.to)
          .from(fromAddress(), env.get('MAIL_FROM_NAME') ?? fromName)
          .subject(message.subject)
          .text(message.text)
          .html(message.html)
      })
    } catch (failure) {
      error = (failure as Error).message || String(failure)
      logger.error(
        { err: failure, to: message.to, subject: message.subject },
        'sending an email failed'
      )
    }
    const status = error ? 'failed' : 'sent'
    await OutgoingEmail.create({ recipient: message.to, subject: message.subject, status, error })
    return status
  }
}
