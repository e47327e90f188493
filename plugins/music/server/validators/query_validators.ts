import vine from '@vinejs/vine'
import { PLAY_SOURCES } from '../../shared/play_sources.js'
import { SEARCHABLE_TYPES } from '../search/searchables.js'

export const SEARCH_TYPES = ['all', ...SEARCHABLE_TYPES] as const

export const searchValidator = vine.create(
  vine.object({
    // Not trimmed: a space after the last word says it is finished (a whole word, not a type-ahead prefix).
    query: vine.string().maxLength(255).regex(/\S/),
    type: vine.enum(SEARCH_TYPES).optional(),
  })
)

export const channelQueryValidator = vine.create(vine.object({ restriction: vine.string().trim().maxLength(100).optional() }))

// A cursor carries the ids of the station's latest tracks (radio_cursor.ts): up to ~1 KB.
export const radioQueryValidator = vine.create(vine.object({ cursor: vine.string().maxLength(1200).optional() }))

/**
 * A listen reports how long was heard, in milliseconds, and where playback
 * started (shared/play_sources.ts): once when it counts (POST tracks/{id}/plays)
 * and once when it ends (POST tracks/{id}/plays/end).
 */
export const playValidator = vine.create(
  vine.object({ listened_ms: vine.number().withoutDecimals().min(0).max(86_400_000), source: vine.enum(PLAY_SOURCES).optional() })
)
