import { Locator } from '@adonisjs/queue'
import type { ModuleJobClass, ScheduleDefinition } from '../contract.js'
import { InvalidManifestError } from '../manifest_validator.js'
import type { ModuleRegistry } from '../module_registry.js'

export interface DeclaredSchedule extends ScheduleDefinition {
  /** Schedule id in queue_schedules and schedule_runs: the job's name (one schedule per job). */
  id: string
}

export interface ModuleJobs {
  /** Every declared job class by its name. */
  classes: Map<string, ModuleJobClass>
  schedules: DeclaredSchedule[]
}

/**
 * Imports the job classes every enabled module declares (manifest `jobs`) and
 * registers them with the queue's locator, so any worker, in any process,
 * can run a job another process dispatched. A job's name must be namespaced
 * by its module and unique; a schedule must name one of its module's jobs,
 * at most once. Mistakes fail at boot and name the manifest file.
 */
export async function registerModuleJobs(registry: ModuleRegistry): Promise<ModuleJobs> {
  const classes = new Map<string, ModuleJobClass>()
  const schedules: DeclaredSchedule[] = []
  for (const module of registry.modules) {
    const { id } = module.manifest
    const own = new Set<string>()
    for (const load of module.manifest.jobs ?? []) {
      const JobClass = (await load()).default
      const name = JobClass?.options?.name
      if (typeof name !== 'string' || !name.startsWith(`${id}.`)) {
        throw new InvalidManifestError(module.file, [`job class ${JobClass?.name} needs static options.name "${id}.<name>"`])
      }
      if (classes.has(name)) throw new InvalidManifestError(module.file, [`job "${name}" is already registered`])
      classes.set(name, JobClass)
      own.add(name)
      Locator.register(name, JobClass as never)
    }
    for (const schedule of module.manifest.schedules ?? []) {
      if (!own.has(schedule.job)) throw new InvalidManifestError(module.file, [`schedule of "${schedule.job}": no job of the module has that name`])
      if (schedules.some((declared) => declared.id === schedule.job)) {
        throw new InvalidManifestError(module.file, [`job "${schedule.job}" is scheduled twice`])
      }
      schedules.push({ ...schedule, id: schedule.job })
    }
  }
  return { classes, schedules }
}
