import { defineWebPlugin } from '@web/kernel/define_web_plugin.js'

const loginPage = () => import('./features/auth/routes/login_page.js')
const registerPage = () => import('./features/auth/routes/register_page.js')

/** The accounts module's web part: the sign-in screens and account settings (spec section 2). */
export default defineWebPlugin({
  id: 'accounts',
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
})
