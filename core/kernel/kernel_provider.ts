import type { ApplicationService } from '@adonisjs/core/types'
import pluginsConfig from '#config/plugins'
import { loadModuleRegistry, ModuleRegistry } from './module_registry.js'
import { SettingsStore } from '#core/settings/server/settings_store'
import type { PluginHost } from './contract.js'
import { setActivityTables } from './database/local_writes.js'
import { registerModuleJobs, type ModuleJobs } from './jobs/module_jobs.js'
import { logScheduleRuns } from './jobs/schedule_run_log.js'
import { startInProcessWorker } from './jobs/in_process_worker.js'

/**
 * The queue's and the locks' tables, and the log of scheduled runs
 * (database/migrations): written by every job and every schedule claim,
 * read by no cached read, so writing them must not empty the read caches.
 */
const BACKGROUND_WORK_TABLES = ['queue_jobs', 'queue_schedules', 'locks', 'schedule_runs']

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
    this.app.container.singleton('cadenza.jobs', async (resolver) => registerModuleJobs(await resolver.make(ModuleRegistry)))
  }

  /**
   * Fail at boot, not on the first request, when a manifest (or a job it
   * declares) is wrong; the read caches learn the activity tables; runs of
   * scheduled jobs get logged.
   */
  async boot() {
    const registry = await this.app.container.make(ModuleRegistry)
    setActivityTables([...registry.activityTables(), ...BACKGROUND_WORK_TABLES])
    const jobs = await this.app.container.make('cadenza.jobs')
    logScheduleRuns(new Set(jobs.schedules.map((schedule) => schedule.job)))
  }

  /** `npm start` (QUEUE_WORKER): the web server also works the queue. */
  async ready() {
    if (this.app.getEnvironment() === 'web') this.#stopWorker = await startInProcessWorker(this.app)
  }

  #stopWorker?: () => Promise<void>

  async shutdown() {
    await this.#stopWorker?.()
  }
}

declare module '@adonisjs/core/types' {
  interface ContainerBindings {
    'cadenza.host': PluginHost
    'cadenza.jobs': ModuleJobs
  }
}
