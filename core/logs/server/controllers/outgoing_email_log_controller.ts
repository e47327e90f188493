import type { HttpContext } from '@adonisjs/core/http'
import { OUTGOING_EMAIL_LIST } from '../log_lists.js'
import { filteredOutgoingEmails, outgoingEmail, presentOutgoingEmail } from '../queries/outgoing_email_list.js'

export default class OutgoingEmailLogController {
  /** GET logs/outgoing-email?query&sort&order&perPage&cursor&status: a keyset page of recorded emails, newest first. */
  async index({ request }: HttpContext) {
    const input = await request.validateUsing(OUTGOING_EMAIL_LIST.validator, { data: request.qs() })
    return OUTGOING_EMAIL_LIST.page(input, () => filteredOutgoingEmails(input), presentOutgoingEmail)
  }

  /** GET logs/outgoing-email/:id: one email with its text and HTML bodies. */
  async show({ params, response }: HttpContext) {
    const email = await outgoingEmail(Number(params.id))
    return email ? { email } : response.notFound({ message: 'There is no such email in the log.' })
  }
}
