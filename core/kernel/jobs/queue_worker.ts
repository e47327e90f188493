import type { ApplicationService } from '@adonisjs/core/types'
import { Worker } from '@adonisjs/queue'
import type { QueueConfig } from '@adonisjs/queue/types'
import { syncSchedules } from './schedules.js'

export interface WorkerOptions {
  /** Default: every queue the modules' jobs go to. */
  queues?: string[]
  concurrency?: number
  /** A worker of its own process stops on SIGINT/SIGTERM; one inside the web server is stopped by the app. */
  ownsProcess: boolean
}

/**
 * A queue worker of config/queue.ts: `node ace queue:work` and the one
 * `npm start` runs inside the web server (QUEUE_WORKER). It first makes the
 * stored schedules those of the enabled modules; every worker also fires
 * the schedules that are due (each due run is claimed by one worker).
 * Resolves the config's adapters and job factory as @adonisjs/queue's own
 * queue:work does.
 */
export async function createQueueWorker(app: ApplicationService, options: WorkerOptions) {
  const config = app.config.get<QueueConfig>('queue')
  const adapters = Object.fromEntries(
    await Promise.all(
      Object.entries(config.adapters).map(async ([name, adapter]) => [name, 'resolver' in adapter ? await adapter.resolver(app) : adapter] as const)
    )
  )
  const { classes, schedules } = await app.container.make('cadenza.jobs')
  const worker = new Worker({
    ...config,
    autoLoadJobs: false,
    adapters,
    jobFactory: (JobClass) => app.container.make(JobClass),
    logger: await app.container.make('logger'),
    worker: {
      ...config.worker,
      ...(options.concurrency ? { concurrency: options.concurrency } : {}),
      gracefulShutdown: options.ownsProcess,
    },
  })
  await worker.init()
  await syncSchedules(schedules)
  const queues = options.queues ?? [...new Set(['default', ...[...classes.values()].map((JobClass) => JobClass.options?.queue ?? 'default')])]
  return { worker, queues }
}
