import type { ApplicationService } from '@adonisjs/core/types'
import pluginsConfig from '#config/plugins'
import { loadModuleRegistry, ModuleRegistry } from './module_registry.js'
import { SettingsStore } from '#core/settings/server/settings_store'
import type { PluginHost } from './contract.js'
import { setActivityTables } from './database/local_writes.js'

/**
 * Boots the module system: loads and validates every enabled manifest once,
 * and makes the registry, the settings store and the plugin host injectable.
 */
export default class KernelProvider {
  constructor(protected app: ApplicationService) {}

  register() {
    this.app.container.singleton(ModuleRegistry, () => loadModuleRegistry(pluginsConfig))
    this.app.container.singleton(SettingsStore, async (resolver) => new SettingsStore(await resolver.make(ModuleRegistry)))
    this.app.container.singleton('cadenza.host', async (resolver): Promise<PluginHost> => {
      const logger = await resolver.make('logger')
      return { logger, settings: await resolver.make(SettingsStore) }
    })
  }

  /** Fail at boot, not on the first request, when a manifest is wrong; the read caches learn the activity tables. */
  async boot() {
    const registry = await this.app.container.make(ModuleRegistry)
    setActivityTables(registry.activityTables())
  }
}

declare module '@adonisjs/core/types' {
  interface ContainerBindings {
    'cadenza.host': PluginHost
  }
}
