import { definePlugin } from '#core/kernel/contract'
import { CUSTOM_PAGES_UPDATE, PAGES_PERMISSIONS } from './permissions.js'
import { pagesRoutes } from './server/routes.js'
import { GOOGLE_RECAPTCHA_VERIFY_URL } from './server/services/recaptcha_verifier.js'

/** Custom pages (privacy, terms, about...) and the contact form. */
export default definePlugin({
  id: 'pages',
  name: 'Custom pages',
  description: 'Admin-written pages and the contact form.',
  permissions: PAGES_PERMISSIONS,
  settings: {
    defaults: {
      // The browser needs the site key to obtain a token; the server verifies it with the secret.
      'recaptcha.site_key': null,
      'recaptcha.secret_key': null,
      'recaptcha.verify_url': GOOGLE_RECAPTCHA_VERIFY_URL,
      'recaptcha.enable_contact': false,
    },
    private: ['recaptcha.verify_url'],
    outsideServices: ['recaptcha.verify_url'],
    schema: {
      'recaptcha.site_key': { type: 'string', label: 'reCAPTCHA site key', group: 'recaptcha', validation: { max: 200 } },
      'recaptcha.secret_key': { type: 'string', label: 'reCAPTCHA secret key', group: 'recaptcha', secret: true, validation: { max: 200 } },
      'recaptcha.enable_contact': { type: 'boolean', label: 'Check the contact form', group: 'recaptcha' },
    },
  },
  seo: [
    {
      name: 'custom-page',
      label: 'Custom page',
      paths: ['/pages/:pageSlug', '/pages/:pageId/:pageSlug'],
      resolve: async (input) => (await import('./server/seo.js')).resolveCustomPageSeo(input),
    },
  ],
  sitemaps: [{ name: 'pages', source: () => import('./server/sitemap_source.js') }],
  // Custom pages and the contact form (spec section 2), and the admin's custom pages screens.
  web: 'web/index.ts',
  admin: [{ path: 'custom-pages', label: 'Custom pages', permission: CUSTOM_PAGES_UPDATE, icon: 'file-text', section: 'site', order: 40 }],
  routes: pagesRoutes,
  seeders: [() => import('./server/seeders/default_pages_seeder.js')],
})
