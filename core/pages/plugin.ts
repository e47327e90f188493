import { definePlugin } from '#core/kernel/contract'

export const CUSTOM_PAGES_UPDATE = 'custom_pages.update'

/** Custom pages (privacy, terms, about...) and the contact form. */
export default definePlugin({
  id: 'pages',
  name: 'Custom pages',
  description: 'Admin-written pages and the contact form.',
  permissions: [{ name: CUSTOM_PAGES_UPDATE, label: 'Manage custom pages', group: 'Pages', description: 'Create, edit and delete custom pages.' }],
  admin: [{ path: 'custom-pages', label: 'Custom pages', permission: CUSTOM_PAGES_UPDATE, icon: 'file-text', section: 'site', order: 65 }],
})
