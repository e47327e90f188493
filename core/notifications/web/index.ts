import { defineWebPlugin } from '@web/kernel/define_web_plugin.js'

/**
 * The notifications module's web part: the bell and its panel in the top
 * bar (signed-in people only), /notifications and /notifications/settings
 * (spec section 2).
 */
export default defineWebPlugin({
  id: 'notifications',
  slots: {
    'top-bar-actions': { load: () => import('./features/panel/notification_bell.js'), auth: true },
  },
  routes: [
    { path: '/notifications', auth: true, lazy: () => import('./features/page/notifications_page.js') },
    {
      path: '/notifications/settings',
      auth: true,
      lazy: () => import('./features/settings/notification_settings_page.js'),
    },
  ],
})
