import db from '@adonisjs/lucid/services/db'
import type User from '#core/accounts/server/models/user'
import type { Viewer } from '../services/shared/viewer.js'
import { sqlNow, toIso } from '../services/shared/time.js'
import { visibleTrackRows, trackSummaries } from '../services/summaries/tracks.js'
import { parseId, subsonicId } from './ids.js'
import { toSong } from './mappers.js'
import type { SubsonicParams } from './params.js'

const TABLE = 'subsonic_play_queues'
/** More than any app sends; a bigger queue is cut, not refused. */
const MAX_TRACKS = 1000

/** savePlayQueue: replaces the listener's saved queue; without any `id` it is cleared. */
export async function savePlayQueue(params: SubsonicParams, user: User) {
  const trackIds = params.list('id').slice(0, MAX_TRACKS).map((id) => parseId('track', id))
  const current = params.string('current')
  await db.transaction(async (trx) => {
    await trx.from(TABLE).where('user_id', user.id).delete()
    if (!trackIds.length) return
    await trx.table(TABLE).insert({
      user_id: user.id,
      track_ids: JSON.stringify(trackIds),
      current_track_id: current ? parseId('track', current) : null,
      position_ms: params.integer('position', { fallback: 0, min: 0 }),
      changed_by: (params.string('c') ?? 'unknown').slice(0, 100),
      updated_at: sqlNow(),
    })
  })
  return {}
}

/** getPlayQueue: the saved queue with the songs the listener may still see, in order; an empty one when none is saved. */
export async function getPlayQueue(user: User, viewer: Viewer) {
  const row = await db.from(TABLE).where('user_id', user.id).first()
  // The schema wants a queue either way: never changed, by no app.
  if (!row) return { playQueue: { username: user.email, changed: new Date(0).toISOString(), changedBy: '', entry: [] } }
  const ids: number[] = JSON.parse(row.track_ids)
  const summaries = await trackSummaries(await visibleTrackRows(ids, viewer), viewer)
  const byId = new Map(summaries.map((track) => [track.id, track]))
  const entry = ids.flatMap((id) => (byId.has(id) ? [toSong(byId.get(id)!)] : []))
  return {
    playQueue: {
      current: row.current_track_id && byId.has(row.current_track_id) ? subsonicId('track', row.current_track_id) : undefined,
      position: Number(row.position_ms),
      username: user.email,
      changed: toIso(row.updated_at),
      changedBy: row.changed_by,
      entry,
    },
  }
}
