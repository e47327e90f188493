import type { PluginRouter } from '#core/kernel/contract'
import { throttleByIp } from './middleware/throttle_by_ip.js'
import { contactMessageValidator } from './validators/contact_message_validator.js'

const CustomPagesController = () => import('./controllers/custom_pages_controller.js')
const ContactMessagesController = () => import('./controllers/contact_messages_controller.js')

/** Enough for a person with follow-ups, too few for a script flooding the admins' inbox. */
const CONTACT_RATE_LIMIT = { name: 'contact-page', requests: 5, duration: '10 minutes' }

export function pagesRoutes(router: PluginRouter) {
  router.get('/custom-pages/:idOrSlug', [CustomPagesController, 'show']).as('custom_pages.show').docs({ summary: 'A custom page by id or slug' })
  router.post('/contact-page', [ContactMessagesController, 'store']).use(throttleByIp(CONTACT_RATE_LIMIT)).as('contact_page.store').docs({ summary: 'Send a message to the site', body: contactMessageValidator })
}
