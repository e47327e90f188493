import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import env from '#start/env'
import { consumeOrWait } from '#core/kernel/rate_limits'
import { MusicHttpError } from '../shared/errors.js'
import type { Viewer } from '../shared/viewer.js'
import { sqlNow } from '../shared/time.js'
import { findVisibleTrack } from '../catalogue/track_page.js'
import { consumeListenStart, listenerKey, listenStartedAt } from './listen_starts.js'
import { announceWhenHeard } from './listen_heard.js'
import type { PlaySource } from '../../../shared/play_sources.js'

/** A listen counts after 30 s, or half the track when that is shorter. */
export const MIN_LISTEN_MS = 30_000

/**
 * Counted plays per hour (@adonisjs/limiter, shared by every app node):
 * per listener, more than anyone can listen to and far fewer than a script
 * sends; per IP address and track, a household or an office on repeat, not
 * a crowd of fresh cookies; per IP address, many people behind one NAT.
 * Operators behind a bigger NAT (a campus, a carrier) raise them (README).
 */
const PLAY_LIMITS = {
  listener: limiter.use({ requests: env.get('MUSIC_PLAY_LIMIT_PER_LISTENER_HOUR', 240), duration: '1 hour' }),
  addressAndTrack: limiter.use({ requests: env.get('MUSIC_PLAY_LIMIT_PER_ADDRESS_TRACK_HOUR', 10), duration: '1 hour' }),
  address: limiter.use({ requests: env.get('MUSIC_PLAY_LIMIT_PER_ADDRESS_HOUR', 600), duration: '1 hour' }),
}

export interface PlayInput {
  trackId: number
  /** What the player says it played; capped by the time since the server began sending the audio. */
  listenedMs: number
  /** Signed-in viewers are counted by user, guests by their visitor cookie (and, for limits, their IP address). */
  viewer: Viewer
  visitorId: string
  ip: string
  platform: string | null
  device: string | null
  country: string | null
  /** Where playback started (the queue's context), for insights; null from older players. */
  source: PlaySource | null
}

export type PlayOutcome =
  | { counted: true; plays: number }
  | { counted: false; reason: 'not_streamed' | 'too_short' | 'already_counted'; plays: number }

export function minimumListen(durationMs: number | null) {
  return durationMs ? Math.min(MIN_LISTEN_MS, Math.floor(durationMs / 2)) : MIN_LISTEN_MS
}

/**
 * Counts one listen, on what the server saw: the audio must have been
 * served to this listener (a listen start, listen_starts.ts) at least the
 * minimum listen ago, and each counted play uses up its start, so a report
 * without a stream, or sent twice, counts nothing. Then the limits above,
 * and no second play of the same track by the same listener sooner than the
 * listen lasted. Adds a history row (marked `self_play` when the listener
 * owns the track, its album or manages one of its artists, for insights to
 * leave out) and queues the play for the counters (play_counts.ts) in one
 * transaction: the catalogue pages' read caches stay (the play route drops
 * LISTENING_HISTORY only). The count answered includes the queued plays.
 * A listen already long enough for scrobbling is announced (listen_heard.ts).
 */
export async function recordPlay(input: PlayInput): Promise<PlayOutcome> {
  const track = await findVisibleTrack(input.trackId, input.viewer)
  const plays = Number(track.plays) + (await queuedPlays(track.id))
  const listener = listenerKey(input.viewer, input.ip)
  const startedAt = await listenStartedAt(listener, track.id)
  if (startedAt === null) return { counted: false, reason: 'not_streamed', plays }
  const listenedMs = Math.min(input.listenedMs, Date.now() - startedAt)
  if (listenedMs < minimumListen(track.duration ?? null)) return { counted: false, reason: 'too_short', plays }

  const person = input.viewer.userId !== null ? { column: 'user_id', value: input.viewer.userId } : { column: 'visitor_id', value: input.visitorId }
  for (const [limit, key] of [
    [PLAY_LIMITS.listener, `music-plays:${person.column}:${person.value}`],
    [PLAY_LIMITS.addressAndTrack, `music-plays:ip-track:${input.ip}:${track.id}`],
    [PLAY_LIMITS.address, `music-plays:ip:${input.ip}`],
  ] as const) {
    if (await consumeOrWait(limit, key)) throw new MusicHttpError('Too many plays. Please try again later.', 429)
  }

  const selfPlay = input.viewer.userId !== null && (await isOwnTrack(track.id, input.viewer.userId))
  const outcome = await db.transaction(async (trx) => {
    if (!(await consumeListenStart(trx, listener, track.id, startedAt))) return { counted: false as const, reason: 'already_counted' as const, plays }
    const recent = await trx
      .from('plays')
      .where(person.column, person.value)
      .where('track_id', track.id)
      .where('created_at', '>', sqlNow(-Math.ceil(listenedMs / 1000)))
      .first()
    if (recent) return { counted: false as const, reason: 'already_counted' as const, plays }

    await trx.table('plays').insert({
      track_id: track.id,
      user_id: input.viewer.userId,
      visitor_id: input.viewer.userId === null ? input.visitorId : null,
      listened_ms: listenedMs,
      self_play: selfPlay,
      platform: input.platform,
      device: input.device,
      country: input.country,
      source: input.source,
      created_at: sqlNow(),
    })
    await trx.table('uncounted_plays').insert({ track_id: track.id })
    return { counted: true as const, plays: plays + 1 }
  })
  if (outcome.counted) {
    await announceWhenHeard({ userId: input.viewer.userId, trackId: track.id, durationMs: track.duration ?? null, before: 0, after: listenedMs, startedAtMs: startedAt })
  }
  return outcome
}

/** Whether `userId` owns the track or its album, or manages one of its artists. */
export async function isOwnTrack(trackId: number, userId: number) {
  const row = await db
    .from('tracks')
    .leftJoin('albums', 'albums.id', 'tracks.album_id')
    .where('tracks.id', trackId)
    .where((own) =>
      own
        .where('tracks.owner_id', userId)
        .orWhere('albums.owner_id', userId)
        .orWhereExists((managed) =>
          managed
            .from('artist_track')
            .join('artist_user', 'artist_user.artist_id', 'artist_track.artist_id')
            .whereColumn('artist_track.track_id', 'tracks.id')
            .where('artist_user.user_id', userId)
        )
    )
    .select('tracks.id')
    .first()
  return Boolean(row)
}

async function queuedPlays(trackId: number) {
  const [row] = await db.from('uncounted_plays').where('track_id', trackId).count('* as total')
  return Number(row.total)
}
