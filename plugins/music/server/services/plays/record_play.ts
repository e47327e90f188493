import db from '@adonisjs/lucid/services/db'
import { RateLimiter } from '#core/pages/server/services/rate_limiter'
import { MusicHttpError } from '../shared/errors.js'
import type { Viewer } from '../shared/viewer.js'
import { sqlNow } from '../shared/time.js'
import { findVisibleTrack } from '../catalogue/track_page.js'
import { scheduleCountRollUp } from './play_counts.js'

/** A listen counts after 30 s, or half the track when that is shorter. */
export const MIN_LISTEN_MS = 30_000

/** Counted plays per listener and hour: more than anyone can listen to, far fewer than a script sends. */
const limiter = new RateLimiter({ name: 'music-plays', maxAttempts: 240, windowSeconds: 3600 })

export interface PlayInput {
  trackId: number
  listenedMs: number
  /** Signed-in viewers are counted by user, guests by their visitor cookie. */
  viewer: Viewer
  visitorId: string
  platform: string | null
  device: string | null
  country: string | null
}

export type PlayOutcome = { counted: true; plays: number } | { counted: false; reason: 'too_short' | 'already_counted'; plays: number }

export function minimumListen(durationMs: number | null) {
  return durationMs ? Math.min(MIN_LISTEN_MS, Math.floor(durationMs / 2)) : MIN_LISTEN_MS
}

/**
 * Counts one listen: once the minimum has been heard, and once per listen
 * (a second report for the same track sooner than `listenedMs` after the
 * previous one cannot be a new listen). Adds a history row and queues the
 * play for the track's, album's and artists' counters (play_counts.ts) in
 * one transaction: recording a play writes only activity tables, so it
 * leaves the read caches of the catalogue pages alone. The count answered
 * includes the track's queued plays.
 */
export async function recordPlay(input: PlayInput): Promise<PlayOutcome> {
  const track = await findVisibleTrack(input.trackId, input.viewer)
  const plays = Number(track.plays) + (await queuedPlays(track.id))
  if (input.listenedMs < minimumListen(track.duration ?? null)) return { counted: false, reason: 'too_short', plays }

  const listener = input.viewer.userId !== null ? { column: 'user_id', value: input.viewer.userId } : { column: 'visitor_id', value: input.visitorId }
  const limit = await limiter.hit(`${listener.column}:${listener.value}`)
  if (!limit.allowed) throw new MusicHttpError('Too many plays. Please try again later.', 429)

  return db.transaction(async (trx) => {
    const recent = await trx
      .from('plays')
      .where(listener.column, listener.value)
      .where('track_id', track.id)
      .where('created_at', '>', sqlNow(-Math.ceil(input.listenedMs / 1000)))
      .first()
    if (recent) return { counted: false as const, reason: 'already_counted' as const, plays }

    await trx.table('plays').insert({
      track_id: track.id,
      user_id: input.viewer.userId,
      visitor_id: input.viewer.userId === null ? input.visitorId : null,
      listened_ms: input.listenedMs,
      platform: input.platform,
      device: input.device,
      country: input.country,
      created_at: sqlNow(),
    })
    await trx.table('uncounted_plays').insert({ track_id: track.id })
    scheduleCountRollUp()
    return { counted: true as const, plays: plays + 1 }
  })
}

async function queuedPlays(trackId: number) {
  const [row] = await db.from('uncounted_plays').where('track_id', trackId).count('* as total')
  return Number(row.total)
}
