import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { rollUpPlayCounts } from '../services/plays/play_counts.js'

/**
 * Raises the play counters by the queued plays (play_counts.ts). Scheduled
 * every MUSIC_PLAY_COUNT_DELAY_SECONDS by the manifest; a failed run is not
 * retried, the next one counts what is still queued.
 */
export default class RollUpPlayCountsJob extends Job<Record<string, never>> {
  static options: JobOptions = { name: 'music.roll_up_play_counts', maxRetries: 0 }

  async execute() {
    await rollUpPlayCounts()
  }
}
