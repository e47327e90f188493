import { definePlugin } from '#core/kernel/contract'
import type {} from './events.js'
import { ACCOUNTS_PERMISSIONS, ROLES_UPDATE, USERS_UPDATE } from './permissions.js'
import { signInRoutes } from './server/routes/sign_in_routes.js'
import { accountRoutes } from './server/routes/account_routes.js'
import { sessionRoutes } from './server/routes/session_routes.js'
import { accountRootRoutes } from './server/routes/account_root_routes.js'
import { adminUserRoutes } from './server/routes/admin_user_routes.js'
import { impersonationBanner } from './server/services/impersonation_banner.js'
import { MAIL_FROM_ADDRESS_SETTING, MAIL_FROM_NAME_SETTING } from './server/mail/mail_sender.js'
import { SOCIAL_PRIVATE_SETTINGS, SOCIAL_SETTINGS_DEFAULTS, SOCIAL_SETTINGS_SCHEMA } from './server/services/social/social_settings.js'

/** Accounts, roles and permissions. Sign-in screens and flows build on this. */
export default definePlugin({
  id: 'accounts',
  name: 'Accounts',
  description: 'People, roles and permissions.',
  permissions: ACCOUNTS_PERMISSIONS,
  events: ['user:deleting', 'user:deleted'],
  settings: {
    defaults: {
      'registration.disable': false,
      'registration.policies': [],
      require_email_confirmation: false,
      // reCAPTCHA on the login and register forms (keys and endpoint: the pages module).
      'recaptcha.enable_register': false,
      'recaptcha.enable_login': false,
      // Demo mode: the login form comes prefilled with these credentials, or with a
      // numbered random demo account when random_accounts is on.
      'demo.enabled': false,
      'demo.email': null,
      'demo.password': null,
      'demo.random_accounts': false,
      ...SOCIAL_SETTINGS_DEFAULTS,
      // Who outgoing email comes from (MAIL_FROM_ADDRESS / MAIL_FROM_NAME when unset).
      [MAIL_FROM_ADDRESS_SETTING]: null,
      [MAIL_FROM_NAME_SETTING]: null,
    },
    private: [...SOCIAL_PRIVATE_SETTINGS, MAIL_FROM_ADDRESS_SETTING, MAIL_FROM_NAME_SETTING],
    schema: {
      'registration.disable': { type: 'boolean', label: 'Disable registration', group: 'authentication' },
      'registration.policies': { type: 'json', label: 'Registration policies', description: 'Documents people accept to register: a list of { id, label }.', group: 'authentication' },
      require_email_confirmation: { type: 'boolean', label: 'Require email confirmation', group: 'authentication' },
      'recaptcha.enable_register': { type: 'boolean', label: 'Check the registration form', group: 'recaptcha' },
      'recaptcha.enable_login': { type: 'boolean', label: 'Check the login form', group: 'recaptcha' },
      'demo.enabled': { type: 'boolean', label: 'Demo mode', description: 'The login form comes prefilled with demo credentials.', group: 'general' },
      'demo.email': { type: 'email', label: 'Demo email', group: 'general' },
      'demo.password': { type: 'string', label: 'Demo password', group: 'general', validation: { max: 255 } },
      'demo.random_accounts': { type: 'boolean', label: 'A new demo account for every visitor', group: 'general' },
      ...SOCIAL_SETTINGS_SCHEMA,
      [MAIL_FROM_ADDRESS_SETTING]: {
        type: 'email',
        label: 'Sender address',
        description: 'The address emails come from. Empty: MAIL_FROM_ADDRESS, or no-reply at the site’s host name.',
        group: 'outgoing-email',
      },
      [MAIL_FROM_NAME_SETTING]: {
        type: 'string',
        label: 'Sender name',
        description: 'The name emails come from. Empty: MAIL_FROM_NAME, or the site name.',
        group: 'outgoing-email',
        validation: { max: 100 },
      },
    },
  },
  menus: [
    { id: 'accounts.account-settings', position: 'auth-dropdown', label: 'Account settings', action: '/account-settings', icon: 'settings', order: 90 },
    { id: 'accounts.admin', position: 'auth-dropdown', label: 'Admin area', action: '/admin', icon: 'layout-dashboard', permissions: ['admin.access'], order: 95 },
  ],
  /** The reset link of the password email carries its token in the address. */
  secretPages: ['/password/reset/:token'],
  // The sign-in screens, account settings and the admin's users and roles screens (spec section 2).
  web: 'web/index.ts',
  admin: [
    { path: 'users', label: 'Users', permission: USERS_UPDATE, icon: 'users', section: 'people', order: 10 },
    { path: 'roles', label: 'Roles', permission: ROLES_UPDATE, icon: 'shield', section: 'people', order: 20 },
  ],
  // Avatars: where the files screen's files are used (the screen is core/files').
  fileUsages: () => import('./server/files/avatar_usages.js'),
  routes: (router) => {
    accountRoutes(router)
    sessionRoutes(router)
    adminUserRoutes(router)
  },
  // module_data.accounts: whether an admin is acting as the signed-in person (the web app's banner).
  bootstrap: ({ ctx }) => impersonationBanner(ctx),
  rootRoutes: (router) => {
    signInRoutes(router)
    accountRootRoutes(router)
  },
  // Signed-in browsers are marked active once a minute; sign-in attempts are counted.
  // People are found by name (core/search indexes it); who may find whom is up to the searching module.
  searchables: [
    {
      name: 'users',
      table: 'users',
      columns: ['first_name', 'last_name'],
      permission: null,
      results: async () => (await import('./server/search/user_results.js')).USER_RESULTS,
    },
  ],
  commands: () => import('./commands/main.js'),
  jobs: [() => import('./server/mail/send_mail_job.js'), () => import('./server/limits/expire_rate_limits_job.js')],
  schedules: [{ job: 'accounts.expire_rate_limits', every: '1h' }],
  seeders: [() => import('./server/seeders/roles_seeder.js'), () => import('./server/seeders/first_admin_seeder.js')],
  // The kernel's tokens this module implements (core/kernel/module_services.ts).
  services: () => import('./server/module_services.js'),
})
