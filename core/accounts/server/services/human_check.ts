import type { HttpContext } from '@adonisjs/core/http'
import type { SettingsStore } from '#core/settings/server/settings_store'
import { RecaptchaVerifier } from '#core/pages/server/services/recaptcha_verifier'

/** Spec section 8: the message of a failed reCAPTCHA check. */
export const HUMAN_CHECK_FAILED = 'Could not verify you are human.'

/**
 * Whether the request passes the reCAPTCHA check an admin enabled for the
 * action ('recaptcha.enable_login', 'recaptcha.enable_register'); true when
 * the check is off. The browser sends its token as `recaptcha_token`.
 */
export async function passesHumanCheck(
  ctx: HttpContext,
  action: 'login' | 'register',
  settings: SettingsStore
) {
  const recaptcha = new RecaptchaVerifier(settings, ctx.logger)
  if (!recaptcha.isEnabledFor(action)) return true
  return recaptcha.verify(ctx.request.input('recaptcha_token'), ctx.request.ip())
}
