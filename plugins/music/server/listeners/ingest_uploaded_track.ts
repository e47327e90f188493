import app from '@adonisjs/core/services/app'
import { errors as vineErrors } from '@vinejs/vine'
import { AccessControl } from '#core/kernel/module_services'
import { QuotaExceeded } from '#core/kernel/http/quota_refusal'
import type { FileEntryCreatedEvent } from '#core/files/events'
import { MUSIC_CREATE, MUSIC_UPDATE } from '../../permissions.js'
import { INGEST_ARTIST_KEY, INGEST_AS_TRACK, INGEST_INTENT_KEY } from '../../shared/ingest_types.js'
import { ingestUploads } from '../ingest/ingest_uploads.js'
import { recordIntakes } from '../ingest/track_intakes.js'
import { MusicHttpError } from '../services/shared/errors.js'

/**
 * files:entry_created: an upload whose metadata asks for it becomes a draft
 * track on the server, in the upload's own request (tus/entries, s3/entries,
 * file-entries), so a file that finishes after its uploader left the screen
 * is taken in all the same. What became of it is recorded (track_intakes);
 * the upload screen reads it back through POST music/ingest/tracks. Only
 * people who may upload music are heard; anyone else's file stays a file.
 */
export default class IngestUploadedTrack {
  async handle(event: FileEntryCreatedEvent) {
    if (event.metadata[INGEST_INTENT_KEY] !== INGEST_AS_TRACK) return
    const grants = await (await app.container.make(AccessControl)).grantsOf(event.userId)
    if (!grants(MUSIC_CREATE) && !grants(MUSIC_UPDATE)) return
    try {
      await ingestUploads({ userId: event.userId, entryIds: [event.id], artistId: artistIdIn(event.metadata) })
    } catch (error) {
      const message = refusalOf(error)
      if (message === null) throw error
      await recordIntakes(event.userId, [{ entryId: event.id, outcome: 'refused', message }])
    }
  }
}

/** The artist asked for: a positive whole number, as a string (tus metadata) or a number (JSON). */
function artistIdIn(metadata: Record<string, unknown>): number | undefined {
  const id = Number(metadata[INGEST_ARTIST_KEY])
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/** The reason a refused request gives its uploader (not their artist, no tracks left...); null for a fault. */
function refusalOf(error: unknown): string | null {
  if (error instanceof MusicHttpError || error instanceof QuotaExceeded) return error.message
  if (error instanceof vineErrors.E_VALIDATION_ERROR) return (error.messages as Array<{ message: string }>)[0]?.message ?? error.message
  return null
}
