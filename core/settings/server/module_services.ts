import { ModuleRegistry } from '#core/kernel/module_registry'
import { SiteSettings } from '#core/kernel/module_services'
import type { ModuleServices } from '#core/kernel/contract'
import { SettingsStore } from './settings_store.js'

/** One settings store per process, which the kernel reads as its SiteSettings. */
const registerSettingsServices: ModuleServices = (container) => {
  container.singleton(SettingsStore, async (resolver) => new SettingsStore(await resolver.make(ModuleRegistry)))
  container.singleton(SiteSettings, (resolver) => resolver.make(SettingsStore))
}
export default registerSettingsServices
