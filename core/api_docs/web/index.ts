import { defineWebPlugin } from '@web/kernel/define_web_plugin.js'
import { API_ACCESS } from '../../accounts/permissions.js'

/** The API documentation's web part: the readable /api-docs page. */
export default defineWebPlugin({
  id: 'api_docs',
  routes: [
    // Spec section 2: needs api.access, login not required (guests with it from the guest role).
    { path: '/api-docs', permission: API_ACCESS, lazy: () => import('./features/api_docs/routes/api_docs_page.js') },
  ],
})
