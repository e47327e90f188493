import type { PluginRouter } from '#core/kernel/contract'
import { signedIn } from '#core/kernel/http/guards'
import { requirePasswordConfirmation } from '../services/password_confirmation.js'

const PasswordConfirmationController = () =>
  import('../controllers/password_confirmation_controller.js')
const TwoFactorController = () => import('../controllers/two_factor_controller.js')
const TwoFactorChallengeController = () =>
  import('../controllers/two_factor_challenge_controller.js')
const SocialLoginController = () => import('../controllers/social_login_controller.js')

/**
 * Account routes outside /api/v1 (spec section 7: paths starting with auth
 * and secure): password confirmation, two-factor setup and challenge,
 * social login.
 */
export function accountRootRoutes(router: PluginRouter) {
  const confirmed = [signedIn(), requirePasswordConfirmation()]

  router
    .get('/auth/user/confirmed-password-status', [PasswordConfirmationController, 'status'])
    .use(signedIn())
    .as('password_confirmation.status')
  router
    .post('/auth/user/confirm-password', [PasswordConfirmationController, 'store'])
    .use(signedIn())
    .as('password_confirmation.store')

  router
    .post('/auth/user/two-factor-authentication', [TwoFactorController, 'enable'])
    .use(confirmed)
    .as('two_factor.enable')
  router
    .delete('/auth/user/two-factor-authentication', [TwoFactorController, 'disable'])
    .use(confirmed)
    .as('two_factor.disable')
  router
    .get('/auth/user/two-factor/qr-code', [TwoFactorController, 'qrCode'])
    .use(confirmed)
    .as('two_factor.qr_code')
  router
    .post('/auth/user/confirmed-two-factor-authentication', [TwoFactorController, 'confirm'])
    .use(confirmed)
    .as('two_factor.confirm')
  router
    .post('/auth/user/two-factor-recovery-codes', [TwoFactorController, 'regenerateRecoveryCodes'])
    .use(confirmed)
    .as('two_factor.recovery_codes')
  router
    .post('/auth/two-factor-challenge', [TwoFactorChallengeController, 'store'])
    .as('two_factor.challenge')

  router
    .get('/secure/auth/social/:service/login', [SocialLoginController, 'login'])
    .as('social.login')
  router
    .get('/secure/auth/social/:service/connect', [SocialLoginController, 'connect'])
    .use(signedIn())
    .as('social.connect')
  router
    .get('/secure/auth/social/:service/callback', [SocialLoginController, 'callback'])
    .as('social.callback')
  router
    .post('/secure/auth/social/connect', [SocialLoginController, 'connectPending'])
    .as('social.connect_pending')
  router
    .post('/secure/auth/social/:service/disconnect', [SocialLoginController, 'disconnect'])
    .use(signedIn())
    .as('social.disconnect')
}
