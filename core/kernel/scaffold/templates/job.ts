import type { ScaffoldTemplate } from '../scaffold_template.js'

/** server/jobs/prune_items_job.ts: a queue job, scheduled hourly by the manifest, that takes the plugin's lock. */
export const jobTemplate: ScaffoldTemplate = {
  path: () => 'server/jobs/prune_items_job.ts',
  manifest: ({ id }) => ({
    fields: [`jobs: [() => import('./server/jobs/prune_items_job.js')],`, `schedules: [{ job: '${id}.prune_items', every: '1h' }],`],
  }),
  contents: ({ id, snake, pascal, constant }) => `import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { moduleLock } from '#core/kernel/locks'
import ${pascal}Item from '../models/${snake}_item.js'
import { ${constant}_PRUNE_LOCK } from '../../locks.js'
import { ${constant}_RETENTION_DAYS } from '../../settings.js'

/**
 * Removes the items older than the retention setting. Runs on every worker's
 * schedule (each run is claimed by one worker); the lock keeps a run
 * dispatched by hand from pruning beside it. A failed run is not retried:
 * the next one prunes what is left.
 */
export default class PruneItemsJob extends Job<Record<string, never>> {
  static options: JobOptions = { name: '${id}.prune_items', maxRetries: 0 }

  async execute() {
    const { settings } = await app.container.make('cadenza.host')
    const cutoff = DateTime.utc().minus({ days: settings.get<number>(${constant}_RETENTION_DAYS) })
    await moduleLock(${constant}_PRUNE_LOCK).runImmediately(async () => {
      await ${pascal}Item.query().where('created_at', '<', cutoff.toFormat('yyyy-MM-dd HH:mm:ss')).delete()
    })
  }
}
`,
}
