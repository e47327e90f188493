import { InterfaceTranslations } from '#core/kernel/module_services'
import type { ModuleServices } from '#core/kernel/contract'
import { LocalizationRepository } from './localization_repository.js'

/** The stored localizations give the web app its texts. */
const registerLocalizationServices: ModuleServices = (container) => {
  container.singleton(InterfaceTranslations, () => new LocalizationRepository())
}
export default registerLocalizationServices
