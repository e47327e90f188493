import { defineWebPlugin } from '@web/kernel/define_web_plugin.js'
import { accountGateOf } from './features/account_gate/account_gate_state.js'

const loginPage = () => import('./features/auth/routes/login_page.js')
const registerPage = () => import('./features/auth/routes/register_page.js')

/**
 * The accounts module's web part: the sign-in screens, account settings, the
 * admin's users and roles screens (spec section 2), the banner shown while
 * an admin acts as someone else, and the gate screens a gated account sees
 * instead of the app (spec section 4).
 */
export default defineWebPlugin({
  id: 'accounts',
  adminScreens: {
    users: () => import('./features/user_admin/users/users_screen.js'),
    roles: () => import('./features/user_admin/roles/roles_screen.js'),
  },
  slots: {
    'site-overlay': { load: () => import('./features/impersonation/impersonation_banner.js'), auth: true },
  },
  routes: [
    // The sign-in screens draw the whole screen (layout 'bare').
    { path: '/login', lazy: loginPage, layout: 'bare' },
    { path: '/workspace/join/login', lazy: loginPage, layout: 'bare' },
    { path: '/register', lazy: registerPage, layout: 'bare' },
    { path: '/workspace/join/register', lazy: registerPage, layout: 'bare' },
    {
      path: '/forgot-password',
      lazy: () => import('./features/auth/routes/forgot_password_page.js'),
      layout: 'bare',
    },
    {
      path: '/password/reset/:token',
      lazy: () => import('./features/auth/routes/reset_password_page.js'),
      layout: 'bare',
    },
    {
      path: '/account-settings',
      auth: true,
      lazy: () => import('./features/account_settings/routes/account_settings_page.js'),
    },
  ],
  takeovers: [
    {
      name: 'account-gate',
      // Before anything else: a gated account sees nothing of the app.
      order: 0,
      shows: (bootstrap) => accountGateOf(bootstrap) !== null,
      load: () => import('./features/account_gate/components/account_gate_screen.js'),
    },
  ],
})
