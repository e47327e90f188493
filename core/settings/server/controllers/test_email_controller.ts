import type { HttpContext } from '@adonisjs/core/http'
import { MailSender } from '#core/accounts/server/mail/mail_sender'
import { testEmailMessage } from '#core/accounts/server/mail/sign_in_messages'
import { freshSettings, siteName } from '#core/accounts/server/services/site_settings'

/**
 * The outgoing-email tab's "Send a test email": one message to the admin's
 * own address, sent now (not queued) through the configured mailer with the
 * saved sender settings, so the answer says whether mail works. It is
 * recorded in the outgoing-email log like every other message.
 */
export default class TestEmailController {
  /** POST settings/test-email -> 200 { message, to }; 409 without a mail server; 502 with the mail server's refusal. */
  async store({ auth, response }: HttpContext) {
    const to = auth.getUserOrFail().email
    const name = siteName(await freshSettings())
    let outcome
    try {
      outcome = await new MailSender().send(testEmailMessage({ to, siteName: name }), name)
    } catch (error) {
      return response.badGateway({ message: `The mail server did not take the email: ${(error as Error).message || String(error)}` })
    }
    if (outcome === 'not_sent') {
      return response.conflict({ message: 'No mail server is set up (MAIL_HOST), so nothing was sent. The email is in the outgoing-email log.' })
    }
    return { message: `Email sent to ${to}`, to }
  }
}

