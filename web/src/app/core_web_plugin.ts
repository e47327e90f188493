import { API_ACCESS } from '../../../core/accounts/permissions.js'
import { defineWebPlugin } from '../kernel/define_web_plugin.js'

const loginPage = () => import('../features/auth/routes/login_page.js')
const registerPage = () => import('../features/auth/routes/register_page.js')

/**
 * The screens of the core platform, registered through the same contract
 * as every plugin's web part.
 */
export const coreWebPlugin = defineWebPlugin({
  id: 'core',
  routes: [
    {
      path: '/pages/:pageSlug',
      lazy: () => import('../features/custom_pages/routes/custom_page.js'),
    },
    {
      path: '/pages/:pageId/:pageSlug',
      lazy: () => import('../features/custom_pages/routes/custom_page.js'),
    },
    { path: '/contact', lazy: () => import('../features/contact/routes/contact_page.js') },
    // Spec section 2, authentication and account routes.
    // The sign-in screens draw the whole screen (layout 'bare').
    { path: '/login', lazy: loginPage, layout: 'bare' },
    { path: '/workspace/join/login', lazy: loginPage, layout: 'bare' },
    { path: '/register', lazy: registerPage, layout: 'bare' },
    { path: '/workspace/join/register', lazy: registerPage, layout: 'bare' },
    {
      path: '/forgot-password',
      lazy: () => import('../features/auth/routes/forgot_password_page.js'),
      layout: 'bare',
    },
    {
      path: '/password/reset/:token',
      lazy: () => import('../features/auth/routes/reset_password_page.js'),
      layout: 'bare',
    },
    {
      path: '/account-settings',
      auth: true,
      lazy: () => import('../features/account_settings/routes/account_settings_page.js'),
    },
    // Spec section 2: needs api.access, login not required (guests with it from the guest role).
    {
      path: '/api-docs',
      permission: API_ACCESS,
      lazy: () => import('../features/api_docs/routes/api_docs_page.js'),
    },
  ],
})
