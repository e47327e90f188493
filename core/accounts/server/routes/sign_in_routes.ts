import type { PluginRouter } from '#core/kernel/contract'
import { signedIn } from '#core/kernel/http/guards'

const RegistrationController = () => import('../controllers/registration_controller.js')
const LoginController = () => import('../controllers/login_controller.js')
const LogoutController = () => import('../controllers/logout_controller.js')
const PasswordResetController = () => import('../controllers/password_reset_controller.js')
const PasswordChangeController = () => import('../controllers/password_change_controller.js')

/**
 * Routes under /auth (no /api/v1 prefix, spec section 7): registration,
 * login, logout, password reset and password change.
 */
export function signInRoutes(router: PluginRouter) {
  router.post('/auth/register', [RegistrationController, 'store']).as('auth.register')
  router.post('/auth/login', [LoginController, 'store']).as('auth.login')
  router.post('/auth/logout', [LogoutController, 'store']).as('auth.logout')
  router
    .post('/auth/forgot-password', [PasswordResetController, 'forgot'])
    .as('auth.forgot_password')
  router.post('/auth/reset-password', [PasswordResetController, 'reset']).as('auth.reset_password')
  router
    .put('/auth/user/password', [PasswordChangeController, 'update'])
    .use(signedIn())
    .as('auth.password.update')
}
