import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { createQueueWorker } from '../jobs/queue_worker.js'

/**
 * Runs queued jobs and fires due schedules until stopped (SIGINT/SIGTERM
 * finish the running jobs first). Any number may run, on any machine that
 * reaches the database (or REDIS_URL): each job runs once.
 */
export default class QueueWork extends BaseCommand {
  static commandName = 'queue:work'
  static description = 'Run queued jobs and due schedules until stopped'
  static options: CommandOptions = { startApp: true, staysAlive: true }

  @flags.string({ description: 'Comma-separated queues to work (default: every queue the modules use)', alias: 'q' })
  declare queue?: string

  @flags.number({ description: 'Jobs run at once', alias: 'c' })
  declare concurrency?: number

  async run() {
    const { worker, queues } = await createQueueWorker(this.app, {
      queues: this.queue?.split(',').map((queue) => queue.trim()),
      concurrency: this.concurrency,
      ownsProcess: true,
    })
    this.logger.info(`Working the queues ${queues.join(', ')}`)
    await worker.start(queues)
    await this.app.terminate()
  }
}
