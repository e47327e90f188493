import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { expireAbandonedUploads } from '../tus/expire_uploads.js'

/**
 * Deletes resumable uploads nobody continued (uploads.abandoned_after_hours).
 * Scheduled hourly by the manifest; a failed run is not retried, the next
 * one finds the same uploads.
 */
export default class ExpireUploadsJob extends Job<Record<string, never>> {
  static options: JobOptions = { name: 'files.expire_uploads', maxRetries: 0 }

  async execute() {
    await expireAbandonedUploads()
  }
}
