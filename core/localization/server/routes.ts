import type { PluginRouter } from '#core/kernel/contract'
import { can } from '#core/kernel/http/guards'
import { LOCALIZATIONS_UPDATE } from '../permissions.js'
import { newLocalizationValidator, translationsValidator } from './validators/localization_validators.js'
import { LOCALIZATIONS_LIST } from './localizations_list.js'
import { bulkIdsValidator } from '#core/kernel/lists/bulk_ids_validator'

const ValueListsController = () => import('./controllers/value_lists_controller.js')
const LocalizationsController = () => import('./controllers/localizations_controller.js')

const ID = /^[1-9]\d{0,9}$/

export function localizationRoutes(router: PluginRouter) {
  router.get('/value-lists/:names', [ValueListsController, 'show']).as('value_lists.show')
  // The admin's localizations screens (permission localizations.update, as the manifest declares them).
  router.get('/localizations', [LocalizationsController, 'index']).use(can(LOCALIZATIONS_UPDATE)).as('localizations.index').docs({ summary: 'Languages with their progress: search, sort, keyset pages', query: LOCALIZATIONS_LIST.validator })
  router.post('/localizations/delete', [LocalizationsController, 'destroyMany']).use(can(LOCALIZATIONS_UPDATE)).as('localizations.destroy_many').docs({ summary: 'Delete languages (409 for English and the default language)', body: bulkIdsValidator })
  router
    .post('/localizations', [LocalizationsController, 'store'])
    .use(can(LOCALIZATIONS_UPDATE))
    .as('localizations.store')
    .docs({ summary: 'Add a language', body: newLocalizationValidator })
  router.delete('/localizations/:id', [LocalizationsController, 'destroy']).where('id', ID).use(can(LOCALIZATIONS_UPDATE)).as('localizations.destroy')
  router.get('/localizations/:id/lines', [LocalizationsController, 'lines']).where('id', ID).use(can(LOCALIZATIONS_UPDATE)).as('localizations.lines')
  router
    .put('/localizations/:id/lines', [LocalizationsController, 'updateLines'])
    .where('id', ID)
    .use(can(LOCALIZATIONS_UPDATE))
    .as('localizations.lines.update')
    .docs({ summary: 'Translate lines of a language', body: translationsValidator })
}
