import { defineWebPlugin } from '@web/kernel/define_web_plugin.js'
import { ADMIN_ACCESS } from '../../accounts/permissions.js'

/** The admin shell's web part: the admin layout every admin screen is drawn in, and the report index at /admin. */
export default defineWebPlugin({
  id: 'admin',
  routes: [
    {
      path: '/admin',
      lazy: () => import('./reports/report_index_page.js'),
      layout: 'admin',
      auth: true,
      permission: ADMIN_ACCESS,
    },
  ],
  layouts: { admin: () => import('./shell/admin_layout.js') },
})
