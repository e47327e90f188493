import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import { SiteSettings } from '#core/kernel/module_services'
import { UPLOADS_ABANDONED_HOURS } from '#core/files/settings'
import DirectUpload from './direct_upload.js'
import { discardDirectUpload } from './direct_uploads.js'

/** Uploads handled per run: a backlog is worked off over the next hourly runs. */
const BATCH = 500

/**
 * Direct uploads begun longer ago than uploads.abandoned_after_hours and
 * never turned into a file entry (a closed tab, a lost connection): their
 * parts are aborted, an object already in the bucket is deleted, and the
 * key is forgotten, so storage holds nothing nobody will claim. One that
 * fails (the bucket unreachable) keeps its row for the next run. Returns
 * how many were discarded.
 */
export async function expireAbandonedDirectUploads(now = new Date()): Promise<number> {
  const settings = await app.container.make(SiteSettings)
  await settings.refresh()
  const hours = Number(settings.get(UPLOADS_ABANDONED_HOURS, 24))
  // As stored: UTC, 'yyyy-MM-dd HH:mm:ss' (a Date would be bound as a number by SQLite).
  const cutoff = DateTime.fromJSDate(now).toUTC().minus({ hours }).toFormat('yyyy-MM-dd HH:mm:ss')
  const abandoned = await DirectUpload.query()
    .where('created_at', '<', cutoff)
    .orderBy('created_at')
    .limit(BATCH)
  let discarded = 0
  for (const upload of abandoned) {
    try {
      await discardDirectUpload(upload)
      discarded++
    } catch (error) {
      logger.warn(
        { err: error, key: upload.objectKey },
        'could not discard an abandoned direct upload'
      )
    }
  }
  return discarded
}
