import { defineWebPlugin } from '@web/kernel/define_web_plugin.js'

const customPage = () => import('./features/custom_pages/routes/custom_page.js')

/** The pages module's web part: custom pages and the contact form (spec section 2), and their admin screens. */
export default defineWebPlugin({
  id: 'pages',
  routes: [
    { path: '/pages/:pageSlug', lazy: customPage },
    { path: '/pages/:pageId/:pageSlug', lazy: customPage },
    { path: '/contact', lazy: () => import('./features/contact/routes/contact_page.js') },
  ],
  adminScreens: { 'custom-pages': () => import('./features/custom_pages_admin/custom_pages_screen.js') },
})
