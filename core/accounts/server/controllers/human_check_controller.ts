import limiter from '@adonisjs/limiter/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import { RecaptchaVerifier } from '#core/pages/server/services/recaptcha_verifier'
import { recaptchaVerifyValidator } from '../validators/human_check_validators.js'
import { freshSettings } from '../services/site_settings.js'
import { consumeOrWait } from '#core/kernel/rate_limits'

/** Each check is a request to the verification service: nobody may use us to flood it. */
const perIp = limiter.use({ requests: 30, duration: '1 min' })

/**
 * POST recaptcha/verify {token}: `{success}`, whether the verification
 * service takes the token as a human's (spec section 7). The browser may ask
 * before an action; the actions an admin protects (recaptcha.enable_register,
 * _login, _contact) still verify their own token, since an answer the
 * browser reports proves nothing.
 */
export default class HumanCheckController {
  async verify(ctx: HttpContext) {
    const { request, response } = ctx
    const { token } = await request.validateUsing(recaptchaVerifyValidator)
    const waitSeconds = await consumeOrWait(perIp, `recaptcha_verify:${request.ip()}`)
    if (waitSeconds) {
      response.header('Retry-After', String(waitSeconds))
      return response.tooManyRequests({
        message: `Too many attempts. Please try again in ${waitSeconds} seconds.`,
      })
    }
    const recaptcha = new RecaptchaVerifier(await freshSettings(), ctx.logger)
    return { success: await recaptcha.verify(token, request.ip()) }
  }
}
