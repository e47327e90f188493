import vine from '@vinejs/vine'
import { MAX_FILES_PER_INGEST } from '../../shared/ingest_types.js'

const id = () => vine.number().withoutDecimals().min(1).max(4_294_967_295)

/** POST music/ingest/tracks: uploaded file entries to turn into draft tracks, optionally as one new draft album. */
export const ingestTracksValidator = vine.compile(
  vine.object({
    entryIds: vine.array(id()).minLength(1).maxLength(MAX_FILES_PER_INGEST).distinct(),
    /** The artist the tracks are by; one the uploader manages. */
    artistId: id().optional(),
    /** Present: the created tracks become one new draft album (its name from here, else from the tags). */
    album: vine
      .object({ name: vine.string().trim().minLength(1).maxLength(191).optional() })
      .optional(),
  })
)

/** GET music/ingest/tracks?ids=1,2,3: the tracks a screen polls. */
export const processingStatusValidator = vine.compile(
  vine.object({
    ids: vine
      .string()
      .regex(/^\d{1,10}(,\d{1,10}){0,99}$/)
      .transform((value) => [...new Set(value.split(',').map(Number))]),
  })
)
