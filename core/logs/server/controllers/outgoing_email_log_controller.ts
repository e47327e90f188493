import type { HttpContext } from '@adonisjs/core/http'
import { outgoingEmailListValidator } from '../validators/log_list_validators.js'
import { outgoingEmail, outgoingEmailPage } from '../queries/outgoing_email_list.js'

export default class OutgoingEmailLogController {
  /** GET logs/outgoing-email?page&perPage&search&status: recorded emails, newest first. */
  async index({ request }: HttpContext) {
    const { page = 1, perPage = 25, ...filters } = await request.validateUsing(outgoingEmailListValidator, { data: request.qs() })
    return outgoingEmailPage({ page, perPage, ...filters })
  }

  /** GET logs/outgoing-email/:id: one email with its text and HTML bodies. */
  async show({ params, response }: HttpContext) {
    const email = await outgoingEmail(Number(params.id))
    return email ? { email } : response.notFound({ message: 'There is no such email in the log.' })
  }
}
