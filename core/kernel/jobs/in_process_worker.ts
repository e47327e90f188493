import type { ApplicationService } from '@adonisjs/core/types'
import env from '#start/env'
import { createQueueWorker } from './queue_worker.js'

/**
 * The queue worker `npm start` runs inside the web server (QUEUE_WORKER=true,
 * set by bin/start.js), so a single-process install runs its jobs and
 * schedules with nothing else started. Off everywhere else: tests start
 * workers only where they want one, and a cluster may run
 * `node ace queue:work` beside web nodes started with QUEUE_WORKER=false.
 * Returns how to stop it (running jobs finish first); undefined when off.
 */
export async function startInProcessWorker(app: ApplicationService) {
  if (!env.get('QUEUE_WORKER', false)) return
  const { worker, queues } = await createQueueWorker(app, { ownsProcess: false })
  const logger = await app.container.make('logger')
  const running = worker.start(queues).catch((error) => logger.error({ err: error }, 'the queue worker stopped'))
  logger.info(`queue worker started on ${queues.join(', ')}`)
  return async () => {
    await worker.stop()
    await running
  }
}
