import type { PluginRouter } from '#core/kernel/contract'
import { can, signedIn } from '#core/kernel/http/guards'
import { API_ACCESS } from '../../permissions.js'
import { requirePasswordConfirmation } from '../services/password_confirmation.js'
import { recaptchaVerifyValidator } from '../validators/human_check_validators.js'
import {
  createAccessTokenValidator,
  logoutOtherSessionsValidator,
  resendVerificationValidator,
  verificationCodeValidator,
} from '../validators/sign_in_validators.js'

const EmailVerificationController = () => import('../controllers/email_verification_controller.js')
const UserSessionsController = () => import('../controllers/user_sessions_controller.js')
const AccessTokensController = () => import('../controllers/access_tokens_controller.js')
const HumanCheckController = () => import('../controllers/human_check_controller.js')

/**
 * Routes under /api/v1 around signing in (spec section 7): email
 * verification, the person's browser sessions, API access tokens and the
 * reCAPTCHA check.
 */
export function sessionRoutes(router: PluginRouter) {
  router
    .post('/resend-email-verification', [EmailVerificationController, 'resend'])
    .use(signedIn())
    .as('email_verification.resend')
    .docs({ summary: 'Send the email verification code again', body: resendVerificationValidator })
  router
    .post('/validate-email-verification-otp', [EmailVerificationController, 'validate'])
    .use(signedIn())
    .as('email_verification.validate')
    .docs({ summary: 'Check an email verification code', body: verificationCodeValidator })
  router
    .get('/user-sessions', [UserSessionsController, 'index'])
    .use(signedIn())
    .as('user_sessions.index')
    .docs({ summary: 'Your browser sessions' })
  router
    .post('/user-sessions/logout-other', [UserSessionsController, 'logoutOther'])
    .use(signedIn())
    .as('user_sessions.logout_other')
    .docs({ summary: 'Sign out every other session', body: logoutOtherSessionsValidator })
  router
    .post('/access-tokens', [AccessTokensController, 'store'])
    // A new token outlives the session that made it: the password must have been confirmed
    // lately (an API token never has, so tokens cannot make tokens).
    .use([can(API_ACCESS), requirePasswordConfirmation()])
    .as('access_tokens.store')
    .docs({ summary: 'Create an API access token', body: createAccessTokenValidator })
  // Deleting stays possible after the api.access permission was taken away.
  router
    .delete('/access-tokens/:id', [AccessTokensController, 'destroy'])
    .use(signedIn())
    .as('access_tokens.destroy')
    .docs({ summary: 'Delete one of your API access tokens' })
  router.post('/recaptcha/verify', [HumanCheckController, 'verify']).as('recaptcha.verify').docs({ summary: 'Check a reCAPTCHA token', body: recaptchaVerifyValidator })
}
