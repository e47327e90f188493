import type { ApplicationService } from '@adonisjs/core/types'
import pluginsConfig from '#config/plugins'
import { loadModuleRegistry, ModuleRegistry } from './module_registry.js'
import type { ModuleLifecycle, PluginHost } from './contract.js'
import { AccessControl, AccountPresenter, bindModuleServices, InterfaceTranslations, SiteSettings, ThemeCatalogue } from './module_services.js'
import { BootstrapBuilder } from './shell/bootstrap_builder.js'
import { registerModuleJobs, type ModuleJobs } from './jobs/module_jobs.js'
import { logScheduleRuns } from './jobs/schedule_run_log.js'
import { startInProcessWorker } from './jobs/in_process_worker.js'
import { registerModuleListeners } from './module_events.js'
import { setDeclaredLocks } from './locks.js'
import { registerRouteDocsMacro } from './http/route_docs.js'
import { collectWhenQuiet } from './memory/idle_collection.js'

/**
 * Boots the module system: loads and validates every enabled manifest once,
 * lets each module bind its services (the kernel's tokens among them), and
 * makes the registry, the plugin host and the bootstrap builder injectable,
 * learns their locks, wires their listeners and runs their lifecycle hooks.
 */
export default class KernelProvider {
  constructor(protected app: ApplicationService) {}

  register() {
    registerRouteDocsMacro()
    const container = this.app.container
    container.singleton(ModuleRegistry, () => loadModuleRegistry(pluginsConfig, { inTest: this.app.inTest }))
    container.singleton('cadenza.host', async (resolver): Promise<PluginHost> => {
      const logger = await resolver.make('logger')
      return { logger, settings: await resolver.make(SiteSettings) }
    })
    container.singleton(BootstrapBuilder, async (resolver) => {
      const [registry, settings, access, accounts, themes, translations] = await Promise.all([
        resolver.make(ModuleRegistry),
        resolver.make(SiteSettings),
        resolver.make(AccessControl),
        resolver.make(AccountPresenter),
        resolver.make(ThemeCatalogue),
        resolver.make(InterfaceTranslations),
      ])
      return new BootstrapBuilder(registry, settings, access, accounts, themes, translations)
    })
    this.app.container.singleton('cadenza.jobs', async (resolver) => registerModuleJobs(await resolver.make(ModuleRegistry)))
  }

  /**
   * Fail at boot, not on the first request, when a manifest (or a job it
   * declares) is wrong or a kernel token has no module to bind it; runs of
   * scheduled jobs get logged.
   * Runs before the providers listed after this one boot (adonisrc.ts), so
   * their boot may resolve module services (ally reads the settings).
   */
  async boot() {
    const registry = await this.app.container.make(ModuleRegistry)
    await bindModuleServices(registry.modules, this.app.container)
    setDeclaredLocks(registry.locks())
    registerModuleListeners(registry, await this.app.container.make('emitter'), await this.app.container.make('logger'))
    const jobs = await this.app.container.make('cadenza.jobs')
    logScheduleRuns(new Set(jobs.schedules.map((schedule) => schedule.job)))
    await this.#runHooks('boot', registry.modules)
  }

  /** `npm start` (QUEUE_WORKER): the web server also works the queue, and gives memory back when it goes quiet. */
  async ready() {
    await this.#runHooks('ready', (await this.app.container.make(ModuleRegistry)).modules)
    if (this.app.getEnvironment() !== 'web') return
    this.#stopWorker = await startInProcessWorker(this.app)
    this.#stopCollecting = collectWhenQuiet()
  }

  #stopWorker?: () => Promise<void>
  #stopCollecting?: () => void

  /** Reverse boot order: a module shuts down before what it depends on. */
  async shutdown() {
    this.#stopCollecting?.()
    await this.#stopWorker?.()
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
    'cadenza.jobs': ModuleJobs
  }
}
