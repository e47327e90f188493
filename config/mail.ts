import env from '#start/env'
import { defineConfig, transports } from '@adonisjs/mail'
import { JSONTransport } from '@adonisjs/mail/transports/json'

const host = env.get('MAIL_HOST')

/** Name of the mailer used without MAIL_HOST: it sends nothing (see MailSender). */
export const NO_MAIL_SERVER = 'none'
const port = env.get('MAIL_PORT', 587)
const username = env.get('MAIL_USERNAME')

/**
 * Outgoing email goes over SMTP when MAIL_HOST is set (port 465 uses TLS from
 * the start; other ports upgrade with STARTTLS when the server offers it).
 * Without MAIL_HOST nothing leaves the machine: MailSender keeps each whole
 * message in the outgoing_emails table, marked not sent (and prints it in
 * development) instead of handing it to the `none` mailer.
 * The sender address comes from MAIL_FROM_ADDRESS / MAIL_FROM_NAME (see
 * core/accounts/server/mail/mail_sender.ts for the defaults).
 */
const mailConfig = defineConfig({
  default: host ? 'smtp' : NO_MAIL_SERVER,
  mailers: {
    smtp: transports.smtp({
      host: host ?? '127.0.0.1',
      port,
      secure: port === 465,
      auth: username
        ? { type: 'login', user: username, pass: env.get('MAIL_PASSWORD', '') }
        : undefined,
    }),
    [NO_MAIL_SERVER]: () => new JSONTransport(),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
