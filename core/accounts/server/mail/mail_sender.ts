import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { Mailer } from '@adonisjs/mail'
import env from '#start/env'
import { appUrl } from '#config/app'
import { NO_MAIL_SERVER } from '#config/mail'
import OutgoingEmail from '../models/outgoing_email.js'
import { freshSettings } from '../services/site_settings.js'

export interface OutgoingMessage {
  to: string
  subject: string
  text: string
  html: string
  /** Extra headers ('List-Unsubscribe', 'List-Unsubscribe-Post' of a notification email). */
  headers?: Record<string, string>
}

/** The admin's outgoing-email settings (accounts manifest): who emails come from. */
export const MAIL_FROM_ADDRESS_SETTING = 'mail.from_address'
export const MAIL_FROM_NAME_SETTING = 'mail.from_name'

/**
 * The sender: the admin's outgoing-email settings (read afresh, so a change
 * made on another node applies to the next email), else MAIL_FROM_ADDRESS /
 * MAIL_FROM_NAME, else no-reply at the site's host name and the site name.
 */
async function sender(fallbackName: string) {
  const settings = await freshSettings()
  return {
    address: settings.get<string | null>(MAIL_FROM_ADDRESS_SETTING, null) || env.get('MAIL_FROM_ADDRESS') || `no-reply@${new URL(appUrl).hostname}`,
    name: settings.get<string | null>(MAIL_FROM_NAME_SETTING, null) || env.get('MAIL_FROM_NAME') || fallbackName,
  }
}

export type SendOutcome = 'sent' | 'failed' | 'not_sent'

/** Why a message was kept instead of sent. */
export const NO_MAIL_SERVER_REASON = 'no mail server (MAIL_HOST is not set)'

/**
 * Sends an email through the configured mailer (config/mail.ts) and records
 * the whole message in outgoing_emails, sent or failed (each attempt of
 * SendMailJob, which is what calls it). Without a mail server nothing is
 * sent: the record, marked not sent, is where the admin reads it (and
 * development prints it). The mailer is resolved from the container on each
 * send, so tests can swap it for one that talks to a local SMTP server
 * (tests/helpers/smtp_server.ts).
 */
export class MailSender {
  /** A failed send is recorded, logged and thrown (the job retries it). */
  async send(message: OutgoingMessage, fromName: string): Promise<SendOutcome> {
    const mailer = await app.container.make(Mailer)
    if (mailer.name === NO_MAIL_SERVER) {
      if (app.inDev) printMessage(message)
      await this.#record(message, 'not_sent', NO_MAIL_SERVER_REASON)
      return 'not_sent'
    }
    let failure: unknown = null
    const from = await sender(fromName)
    try {
      await mailer.send((mail) => {
        mail
          .to(message.to)
          .from(from.address, from.name)
          .subject(message.subject)
          .text(message.text)
          .html(message.html)
        for (const [name, value] of Object.entries(message.headers ?? {})) mail.header(name, value)
      })
    } catch (error) {
      failure = error
      logger.error({ err: error, to: message.to, subject: message.subject }, 'sending an email failed')
    }
    if (!failure) {
      await this.#record(message, 'sent', null)
      return 'sent'
    }
    await this.#record(message, 'failed', (failure as Error).message || String(failure))
    throw failure
  }

  async #record(message: OutgoingMessage, status: SendOutcome, error: string | null) {
    await OutgoingEmail.create({
      recipient: message.to,
      subject: message.subject,
      status,
      error,
      textBody: message.text,
      htmlBody: message.html,
    })
  }
}

/** Development without a mail server: the message on the console, so links and codes can be followed. */
function printMessage(message: OutgoingMessage) {
  console.log(`\n--- Email not sent (no mail server) ---\nTo: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n---\n`)
}
