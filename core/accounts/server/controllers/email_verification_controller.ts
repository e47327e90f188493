import type { HttpContext } from '@adonisjs/core/http'
import limiter from '@adonisjs/limiter/services/main'
import type User from '../models/user.js'
import {
  resendVerificationValidator,
  verificationCodeValidator,
} from '../validators/sign_in_validators.js'
import { EmailVerification, type VerificationResult } from '../services/email_verification.js'
import { freshSettings, siteName } from '../services/site_settings.js'
import { consumeOrWait } from '#core/kernel/rate_limits'

const ALREADY_VERIFIED = 'Your email address is already verified.'
const NOT_YOUR_EMAIL = 'This is not the email address of your account.'
const RESEND_WAIT = 'Please wait :seconds seconds before requesting another code.'

const REFUSED: Record<Exclude<VerificationResult, 'verified'>, string> = {
  invalid: 'The code is invalid.',
  expired: 'The code has expired. Please request a new one.',
  exhausted: 'Too many attempts. Please request a new code.',
}

/** One new code per minute per account. */
const resends = limiter.use({ requests: 1, duration: '1 min' })

/**
 * POST resend-email-verification {email} and POST
 * validate-email-verification-otp {code}, for the signed-in person whose
 * site requires a verified email (spec section 4).
 */
export default class EmailVerificationController {
  #verification = new EmailVerification()

  async resend({ auth, request, response }: HttpContext) {
    const user = auth.getUserOrFail() as User
    const { email } = await request.validateUsing(resendVerificationValidator)
    if (email && email !== user.email)
      return response.unprocessableEntity({
        message: NOT_YOUR_EMAIL,
        errors: { email: [NOT_YOUR_EMAIL] },
      })
    if (user.emailVerifiedAt)
      return response.unprocessableEntity({
        message: ALREADY_VERIFIED,
        errors: { email: [ALREADY_VERIFIED] },
      })

    const waitSeconds = await consumeOrWait(resends, `verification_resend:${user.id}`)
    if (waitSeconds) {
      response.header('Retry-After', String(waitSeconds))
      return response.tooManyRequests({
        message: RESEND_WAIT.replace(':seconds', String(waitSeconds)),
      })
    }
    await this.#verification.send(user, siteName(await freshSettings()))
    return { data: { email: user.email, message: 'Email sent' } }
  }

  async validate({ auth, request, response }: HttpContext) {
    const user = auth.getUserOrFail() as User
    const { code } = await request.validateUsing(verificationCodeValidator)
    if (!user.emailVerifiedAt) {
      const result = await this.#verification.verify(user, code)
      if (result !== 'verified')
        return response.unprocessableEntity({
          message: REFUSED[result],
          errors: { code: [REFUSED[result]] },
        })
      await user.refresh()
    }
    return { data: { email_verified_at: user.emailVerifiedAt?.toISO() ?? null } }
  }
}
