import type { ModuleSeeder } from '#core/kernel/contract'
import { rollUpPlayCounts } from './play_counts.js'

/**
 * Counts the plays a stopped or crashed process left queued (uncounted_plays)
 * when the site starts again (`setup`, which `npm start` and `npm run dev`
 * run first), instead of leaving them until the next play schedules a
 * roll-up.
 */
const countQueuedPlaysSeeder: ModuleSeeder = {
  async run(host) {
    const counted = await rollUpPlayCounts()
    if (counted) host.logger.info(`play counts: ${counted} queued plays counted`)
  },
}

export default countQueuedPlaysSeeder
