import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { rollUpDailyPlays } from '../services/reports/play_rollups.js'

/**
 * Recounts the admin plays report's daily roll-ups (services/reports/
 * play_rollups.ts). Scheduled by the manifest; a failed run is not retried,
 * the next one recounts the same days.
 */
export default class RollUpDailyPlaysJob extends Job<Record<string, never>> {
  static options: JobOptions = { name: 'music.roll_up_daily_plays', maxRetries: 0 }

  async execute() {
    await rollUpDailyPlays()
  }
}
