import type { PluginRouter } from '#core/kernel/contract'
import { can } from '#core/kernel/http/guards'
import { SETTINGS_UPDATE } from '#core/settings/permissions'
import { adsValidator } from './validators/ads_validator.js'

const AdsController = () => import('./controllers/ads_controller.js')

/** The ads screen's calls, behind settings.update like the screen (spec section 2). */
export function adsRoutes(router: PluginRouter) {
  router.get('/ads', [AdsController, 'index']).use(can(SETTINGS_UPDATE)).as('ads.index')
  router.put('/ads', [AdsController, 'update']).use(can(SETTINGS_UPDATE)).as('ads.update').docs({ summary: 'Fill and switch the ad slots', body: adsValidator })
  router.post('/ads/:name/image', [AdsController, 'storeImage']).where('name', /^[a-z0-9_]{1,100}$/).use(can(SETTINGS_UPDATE)).as('ads.image.store')
  router.delete('/ads/:name/image', [AdsController, 'destroyImage']).where('name', /^[a-z0-9_]{1,100}$/).use(can(SETTINGS_UPDATE)).as('ads.image.destroy')
}
