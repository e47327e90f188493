import { defineWebPlugin } from '@web/kernel/define_web_plugin.js'
import { zoneFill } from '@web/kernel/zone.js'
import { ADMIN_OVERVIEW_WIDGETS } from '../../admin/web/zones.js'
import { LOGS_VIEW } from '../permissions.js'

/** The logs module's web part: the admin's logs screen and its card on the admin overview. */
export default defineWebPlugin({
  id: 'logs',
  adminScreens: { logs: () => import('./logs_screen.js') },
  zones: [
    zoneFill(ADMIN_OVERVIEW_WIDGETS, {
      load: () => import('./widgets/recent_errors_widget.js'),
      permission: LOGS_VIEW,
    }),
  ],
})
