import { defineWebPlugin } from '../kernel/define_web_plugin.js'

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
  ],
})
