import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import { SettingsStore } from '#core/settings/server/settings_store'
import { contactMessageValidator } from '../validators/contact_message_validator.js'
import { RecaptchaVerifier } from '../services/recaptcha_verifier.js'
import { SubmitContactMessage } from '../actions/submit_contact_message.js'

const HUMAN_CHECK_FAILED = 'Could not verify you are human.'
const CONTACT_MESSAGE_SUBMITTED = 'Your message has been submitted.'

export default class ContactMessagesController {
  async store({ request, response, auth, logger }: HttpContext) {
    const settings = await app.container.make(SettingsStore)
    await settings.refresh()
    // Bot verification runs before anything else looks at the message (spec section 5).
    const recaptcha = new RecaptchaVerifier(settings, logger)
    if (recaptcha.isEnabledFor('contact') && !(await recaptcha.verify(request.input('recaptcha_token'), request.ip()))) {
      return response.unprocessableEntity({ message: HUMAN_CHECK_FAILED, errors: {} })
    }

    const input = await request.validateUsing(contactMessageValidator)
    await auth.check()
    await new SubmitContactMessage().handle({
      ...input,
      ip: request.ip(),
      userAgent: request.header('user-agent') ?? null,
      userId: auth.user?.id ?? null,
    })
    return { message: CONTACT_MESSAGE_SUBMITTED }
  }
}
