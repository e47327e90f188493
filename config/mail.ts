import env from '#start/env'
import { defineConfig, transports } from '@adonisjs/mail'
import { JSONTransport } from '@adonisjs/mail/transports/json'

const host = env.get('MAIL_HOST')
const port = env.get('MAIL_PORT', 587)
const username = env.get('MAIL_USERNAME')

/**
 * Outgoing email goes over SMTP when MAIL_HOST is set (port 465 uses TLS from
 * the start; other ports upgrade with STARTTLS when the server offers it).
 * Without MAIL_HOST nothing leaves the machine: the `log` mailer renders each
 * message and drops it, while the outgoing_emails table still records it.
 * The sender address comes from MAIL_FROM_ADDRESS / MAIL_FROM_NAME (see
 * core/accounts/server/mail/mail_sender.ts for the defaults).
 */
const mailConfig = defineConfig({
  default: host ? 'smtp' : 'log',
  mailers: {
    smtp: transports.smtp({
      host: host ?? '127.0.0.1',
      port,
      secure: port === 465,
      auth: username
        ? { type: 'login', user: username, pass: env.get('MAIL_PASSWORD', '') }
        : undefined,
    }),
    log: () => new JSONTransport(),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
