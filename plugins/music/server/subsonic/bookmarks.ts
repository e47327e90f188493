import db from '@adonisjs/lucid/services/db'
import type User from '#core/accounts/server/models/user'
import type { Viewer } from '../services/shared/viewer.js'
import { findVisibleTrack } from '../services/catalogue/track_page.js'
import { sqlNow, toIso } from '../services/shared/time.js'
import { trackSummaries, visibleTrackRows } from '../services/summaries/tracks.js'
import { parseId } from './ids.js'
import { toSong } from './mappers.js'
import { missingParameter } from './protocol.js'
import type { SubsonicParams } from './params.js'

const TABLE = 'subsonic_bookmarks'
type Listener = Viewer & { userId: number }

/** createBookmark: a position (ms) in a song the listener may see, with an optional comment; one per song, replaced. */
export async function createBookmark(params: SubsonicParams, viewer: Listener) {
  const track = await findVisibleTrack(parseId('track', params.requiredString('id')), viewer)
  if (params.string('position') === null) throw missingParameter('position')
  const position = params.integer('position', { fallback: 0, min: 0 })
  const key = { user_id: viewer.userId, track_id: track.id }
  await db.transaction(async (trx) => {
    const existing = await trx.from(TABLE).where(key).first()
    await trx.from(TABLE).where(key).delete()
    const now = sqlNow()
    await trx.table(TABLE).insert({ ...key, position_ms: position, comment: params.string('comment')?.slice(0, 500) ?? null, created_at: existing?.created_at ?? now, updated_at: now })
  })
  return {}
}

export async function deleteBookmark(params: SubsonicParams, viewer: Listener) {
  await db.from(TABLE).where({ user_id: viewer.userId, track_id: parseId('track', params.requiredString('id')) }).delete()
  return {}
}

/** getBookmarks: the listener's bookmarks on songs they may still see, latest first. */
export async function bookmarks(user: User, viewer: Listener) {
  const rows = await db.from(TABLE).where('user_id', user.id).orderBy('updated_at', 'desc')
  const songs = new Map((await trackSummaries(await visibleTrackRows(rows.map((row) => row.track_id), viewer), viewer)).map((track) => [track.id, track]))
  return {
    bookmark: rows.flatMap((row) => {
      const track = songs.get(row.track_id)
      if (!track) return []
      return [{ position: Number(row.position_ms), username: user.email, comment: row.comment ?? undefined, created: toIso(row.created_at)!, changed: toIso(row.updated_at)!, entry: toSong(track) }]
    }),
  }
}
