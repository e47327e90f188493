import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { expireAbandonedDirectUploads } from '../s3/expire_direct_uploads.js'

/**
 * Clears direct-to-storage uploads nobody finished (uploads.abandoned_after_hours).
 * Scheduled hourly by the manifest; a failed run is not retried, the next
 * one finds the same uploads.
 */
export default class ExpireDirectUploadsJob extends Job<Record<string, never>> {
  static options: JobOptions = { name: 'files.expire_direct_uploads', maxRetries: 0 }

  async execute() {
    await expireAbandonedDirectUploads()
  }
}
