import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { recordAudit } from '#core/audit/server/record_audit'
import { MailSender, type SendOutcome } from '#core/accounts/server/mail/mail_sender'
import { testEmailMessage } from '#core/accounts/server/mail/sign_in_messages'
import { freshSettings, siteName } from '#core/accounts/server/services/site_settings'

/**
 * The outgoing-email tab's "Send a test email": one message to the admin's
 * own address, sent now (not queued) through the configured mailer with the
 * saved sender settings, so the answer says whether mail works. It is
 * recorded in the outgoing-email log like every other message, and the
 * attempt in the audit log (an admin action with an effect outside the site).
 */
export default class TestEmailController {
  /** POST settings/test-email -> 200 { message, to }; 409 without a mail server; 502 with the mail server's refusal. */
  async store({ auth, response }: HttpContext) {
    const to = auth.getUserOrFail().email
    const name = siteName(await freshSettings())
    let outcome: SendOutcome = 'failed'
    try {
      outcome = await new MailSender().send(testEmailMessage({ to, siteName: name }), name)
    } catch (error) {
      return response.badGateway({ message: `The mail server did not take the email: ${(error as Error).message || String(error)}` })
    } finally {
      await db.transaction((trx) => recordAudit(trx, { action: 'settings.test_email_sent', subject: { type: 'settings', id: null }, before: null, after: { to, outcome } }))
    }
    if (outcome === 'not_sent') {
      return response.conflict({ message: 'No mail server is set up (MAIL_HOST), so nothing was sent. The email is in the outgoing-email log.' })
    }
    return { message: `Email sent to ${to}`, to }
  }
}

