import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { rollUpVisits } from '../services/visit_rollups.js'

/**
 * Recounts the admin visitors report's daily roll-ups (services/
 * visit_rollups.ts). Scheduled by the manifest; a failed run is not retried,
 * the next one recounts the same days.
 */
export default class RollUpVisitsJob extends Job<Record<string, never>> {
  static options: JobOptions = { name: 'analytics.roll_up_visits', maxRetries: 0 }

  async execute() {
    await rollUpVisits()
  }
}
