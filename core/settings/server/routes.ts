import type { PluginRouter } from '#core/kernel/contract'
import { can } from '#core/kernel/http/guards'
import { SETTINGS_UPDATE } from '../permissions.js'

const SettingsController = () => import('./controllers/settings_controller.js')
const TestEmailController = () => import('./controllers/test_email_controller.js')

export function settingsRoutes(router: PluginRouter) {
  router.get('/settings', [SettingsController, 'index']).use(can(SETTINGS_UPDATE)).as('settings.index')
  router.put('/settings', [SettingsController, 'update']).use(can(SETTINGS_UPDATE)).as('settings.update')
  router.post('/settings/test-email', [TestEmailController, 'store']).use(can(SETTINGS_UPDATE)).as('settings.test_email')
}
