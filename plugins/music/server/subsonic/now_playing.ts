import db from '@adonisjs/lucid/services/db'
import type User from '#core/accounts/server/models/user'
import type { Viewer } from '../services/shared/viewer.js'
import { sqlNow, toIso } from '../services/shared/time.js'
import { trackSummaries, visibleTrackRows } from '../services/summaries/tracks.js'
import { toSong } from './mappers.js'

const TABLE = 'subsonic_now_playing'
/** How long an app's "now playing" lasts without news: longer than most songs, short enough to fade when the app stops. */
export const NOW_PLAYING_MINUTES = 10

/** scrobble with submission=false: this app of the listener now plays this (visible) track. */
export async function recordNowPlaying(user: User, player: string, trackId: number) {
  await db.transaction(async (trx) => {
    const key = { user_id: user.id, player: player.slice(0, 100) }
    await trx.from(TABLE).where(key).delete()
    await trx.table(TABLE).insert({ ...key, track_id: trackId, updated_at: sqlNow() })
  })
}

/**
 * getNowPlaying: what the listener's own apps played in the last minutes.
 * Other listeners' are left out: Cadenza never shows what someone else
 * listens to without their say (and Subsonic would show their email).
 */
export async function nowPlaying(user: User, viewer: Viewer) {
  const rows = await db.from(TABLE).where('user_id', user.id).where('updated_at', '>=', sqlNow(-NOW_PLAYING_MINUTES * 60)).orderBy('updated_at', 'desc')
  const songs = new Map((await trackSummaries(await visibleTrackRows(rows.map((row) => row.track_id), viewer), viewer)).map((track) => [track.id, track]))
  const now = Date.now()
  return {
    entry: rows.flatMap((row, index) => {
      const track = songs.get(row.track_id)
      if (!track) return []
      const minutesAgo = Math.max(0, Math.floor((now - Date.parse(toIso(row.updated_at)!)) / 60_000))
      return [{ ...toSong(track), username: user.email, minutesAgo, playerId: index + 1, playerName: row.player }]
    }),
  }
}
