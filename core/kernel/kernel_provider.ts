import type { ApplicationService } from '@adonisjs/core/types'
import pluginsConfig from '#config/plugins'
import { loadModuleRegistry, ModuleRegistry } from './module_registry.js'
import { SettingsStore } from '#core/settings/server/settings_store'
import type { ModuleLifecycle, PluginHost } from './contract.js'
import { setActivityTables } from './database/local_writes.js'
import { registerModuleListeners } from './module_events.js'

/**
 * Boots the module system: loads and validates every enabled manifest once,
 * makes the registry, the settings store and the plugin host injectable,
 * wires the modules' listeners and runs their lifecycle hooks.
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
    registerModuleListeners(registry, await this.app.container.make('emitter'), await this.app.container.make('logger'))
    await this.#runHooks('boot', registry.modules)
  }

  async ready() {
    await this.#runHooks('ready', (await this.app.container.make(ModuleRegistry)).modules)
  }

  /** Reverse boot order: a module shuts down before what it depends on. */
  async shutdown() {
    await this.#runHooks('shutdown', [...(await this.app.container.make(ModuleRegistry)).modules].reverse())
  }

  async #runHooks(name: keyof ModuleLifecycle, modules: ModuleRegistry['modules']) {
    const withHook = modules.filter((module) => module.manifest.hooks?.[name])
    if (!withHook.length) return
    const host = await this.app.container.make('cadenza.host')
    for (const module of withHook) await module.manifest.hooks![name]!(host)
  }
}

declare module '@adonisjs/core/types' {
  interface ContainerBindings {
    'cadenza.host': PluginHost
  }
}
