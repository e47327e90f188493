import type { PluginRouter } from '#core/kernel/contract'
import { can } from '#core/kernel/http/guards'
import { writesNothing } from '#core/kernel/http/admin_writes'
import { CUSTOM_PAGES_UPDATE } from '../permissions.js'
import { throttleByIp } from './middleware/throttle_by_ip.js'
import { contactMessageValidator } from './validators/contact_message_validator.js'
import { bulkIdsValidator } from '#core/kernel/lists/bulk_ids_validator'
import { CUSTOM_PAGES_LIST } from './custom_pages_list.js'
import { customPagePreviewValidator, customPageValidator } from './validators/custom_page_validator.js'

const CustomPagesController = () => import('./controllers/custom_pages_controller.js')
const CustomPagesAdminController = () => import('./controllers/custom_pages_admin_controller.js')
const ContactMessagesController = () => import('./controllers/contact_messages_controller.js')

/** Enough for a person with follow-ups, too few for a script flooding the admins' inbox. */
const CONTACT_RATE_LIMIT = { name: 'contact-page', requests: 5, duration: '10 minutes' }

const PAGE_ID = /^[1-9]\d{0,9}$/

export function pagesRoutes(router: PluginRouter) {
  // The admin's custom pages screens (permission custom_pages.update, as the manifest declares the screen).
  router.get('/custom-pages', [CustomPagesAdminController, 'index']).use(can(CUSTOM_PAGES_UPDATE)).as('custom_pages.index').docs({ summary: 'Custom pages, for the admin', query: CUSTOM_PAGES_LIST.validator })
  router.post('/custom-pages', [CustomPagesAdminController, 'store']).use(can(CUSTOM_PAGES_UPDATE)).as('custom_pages.store').docs({ summary: 'Create a custom page (its body sanitized)', body: customPageValidator })
  router.post('/custom-pages/preview', [CustomPagesAdminController, 'preview']).use([can(CUSTOM_PAGES_UPDATE), writesNothing()]).as('custom_pages.preview').docs({ summary: 'A body as the page would show it, sanitized', body: customPagePreviewValidator })
  router.get('/custom-pages/:id/edit', [CustomPagesAdminController, 'edit']).where('id', PAGE_ID).use(can(CUSTOM_PAGES_UPDATE)).as('custom_pages.edit').docs({ summary: 'A custom page as its editor loads it' })
  router.put('/custom-pages/:id', [CustomPagesAdminController, 'update']).where('id', PAGE_ID).use(can(CUSTOM_PAGES_UPDATE)).as('custom_pages.update').docs({ summary: 'Save a custom page (its body sanitized)', body: customPageValidator })
  router.post('/custom-pages/delete', [CustomPagesAdminController, 'destroy']).use(can(CUSTOM_PAGES_UPDATE)).as('custom_pages.destroy').docs({ summary: 'Delete custom pages', body: bulkIdsValidator })

  router.get('/custom-pages/:idOrSlug', [CustomPagesController, 'show']).as('custom_pages.show').docs({ summary: 'A custom page by id or slug' })
  router.post('/contact-page', [ContactMessagesController, 'store']).use(throttleByIp(CONTACT_RATE_LIMIT)).as('contact_page.store').docs({ summary: 'Send a message to the site', body: contactMessageValidator })
}
