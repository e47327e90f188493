import db from '@adonisjs/lucid/services/db'
import { ReadCache, SITE_DATA } from '#core/kernel/cache/read_cache'
import { MORPH } from '../models/columns.js'
import type { Viewer } from '../services/shared/viewer.js'
import { findArtistRow } from '../services/catalogue/artist_page.js'
import { findVisibleAlbum } from '../services/catalogue/album_page.js'
import { findVisibleTrack } from '../services/catalogue/track_page.js'
import { sqlNow } from '../services/shared/time.js'
import { KIND_PREFIX, parseAnyId, type ItemKind } from './ids.js'
import { ERROR, missingParameter, notFound, SubsonicError } from './protocol.js'
import type { SubsonicParams } from './params.js'

const TABLE = 'subsonic_ratings'
type Listener = Viewer & { userId: number }

/** Checks the listener may see the item they rate (someone else's private song is error 70). */
async function assertVisible(kind: ItemKind, id: number, viewer: Viewer) {
  if (kind === 'artist') await findArtistRow(id)
  else if (kind === 'album') await findVisibleAlbum(id, viewer)
  else await findVisibleTrack(id, viewer)
}

/** setRating: the listener's own 1 to 5 stars on a song, album or artist; 0 removes the rating. */
export async function setRating(params: SubsonicParams, viewer: Listener) {
  const item = parseAnyId(params.requiredString('id'))
  const rating = params.integer('rating', { fallback: -1, min: -1, max: 6 })
  if (rating === -1) throw missingParameter('rating')
  if (rating > 5) throw new SubsonicError(ERROR.generic, 'Parameter rating must be 0 to 5')
  if (!item) throw notFound()
  await assertVisible(item.kind, item.id, viewer)
  const key = { user_id: viewer.userId, rateable_type: MORPH[item.kind], rateable_id: item.id }
  await db.transaction(async (trx) => {
    await trx.from(TABLE).where(key).delete()
    if (rating > 0) await trx.table(TABLE).insert({ ...key, rating, updated_at: sqlNow() })
  })
  return {}
}

const ITEM_ID = new RegExp(`^(${Object.values(KIND_PREFIX).join('|')})-\\d+$`)

/** Whether an answer lists any artist, album or song (they carry our prefixed ids), however deeply nested. */
function hasItems(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasItems)
  if (!value || typeof value !== 'object') return false
  const object = value as Record<string, unknown>
  return (typeof object.id === 'string' && ITEM_ID.test(object.id)) || Object.values(object).some(hasItems)
}

/**
 * `value` with `userRating` on each rated item. Answers may be read caches'
 * shared values (album lists, artists): what holds a rated item is copied,
 * everything else is handed on as it is.
 */
function rated(value: unknown, ratingOf: (id: string) => number | undefined): unknown {
  if (Array.isArray(value)) {
    const entries = value.map((entry) => rated(entry, ratingOf))
    return entries.some((entry, index) => entry !== value[index]) ? entries : value
  }
  if (!value || typeof value !== 'object') return value
  const object = value as Record<string, unknown>
  let copy: Record<string, unknown> | null = null
  for (const [key, entry] of Object.entries(object)) {
    const changed = rated(entry, ratingOf)
    if (changed !== entry) (copy ??= { ...object })[key] = changed
  }
  const rating = typeof object.id === 'string' && ITEM_ID.test(object.id) ? ratingOf(object.id) : undefined
  if (rating) (copy ??= { ...object }).userRating = rating
  return copy ?? value
}

/**
 * The read-cache tag of the listeners' ratings, which setRating drops. Only
 * Subsonic answers show ratings, set on each answer (withUserRatings), so a
 * rating drops no kept page.
 */
export const RATINGS = 'subsonic.ratings'

/**
 * Each listener's ratings ("type:id" to stars), kept until a rating or
 * another write drops them: every answer with items shows them, and reading
 * them was a statement on every call of an app.
 */
const ratingsByListener = new ReadCache<Record<string, number>>('subsonic.ratings', { tags: [SITE_DATA, RATINGS] })

/** The listener's ratings, read whole: a listener rates a few hundred items at most (the primary key's prefix). */
function ratingsOf(userId: number) {
  return ratingsByListener.get(String(userId), async () => {
    const rows = await db.from(TABLE).where('user_id', userId).select('rateable_type', 'rateable_id', 'rating')
    return Object.fromEntries(rows.map((row) => [`${row.rateable_type}:${row.rateable_id}`, Number(row.rating)]))
  })
}

/**
 * The answer with `userRating` on its songs, albums and artists: every
 * endpoint shows the listener's ratings without each mapper loading them.
 * Nothing is walked for a listener without any.
 */
export async function withUserRatings<T>(payload: T, userId: number): Promise<T> {
  // An answer without items (ping, scrobble, star) reads nothing.
  if (!hasItems(payload)) return payload
  const ratings = await ratingsOf(userId)
  if (!Object.keys(ratings).length) return payload
  return rated(payload, (id) => {
    const parsed = parseAnyId(id)!
    return ratings[`${MORPH[parsed.kind]}:${parsed.id}`]
  }) as T
}
