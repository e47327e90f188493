import { ThemeCatalogue } from '#core/kernel/module_services'
import type { ModuleServices } from '#core/kernel/contract'
import { ThemeRepository } from './theme_repository.js'

/** The stored themes are the catalogue the shell offers. */
const registerAppearanceServices: ModuleServices = (container) => {
  container.singleton(ThemeCatalogue, () => new ThemeRepository())
}
export default registerAppearanceServices
