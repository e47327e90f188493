import db from '@adonisjs/lucid/services/db'
import type { PlaySource } from '../../../shared/play_sources.js'
import type { Viewer } from '../shared/viewer.js'
import { sqlNow, toIso } from '../shared/time.js'
import { findVisibleTrack } from '../catalogue/track_page.js'
import { consumeListenStart, listenerKey, listenStartedAt, STALE_AFTER_MS } from './listen_starts.js'
import { isOwnTrack, minimumListen } from './record_play.js'
import { announceWhenHeard } from './listen_heard.js'

export interface ListenEndInput {
  trackId: number
  /** What the player says it heard in the whole listen. */
  listenedMs: number
  viewer: Viewer
  visitorId: string
  ip: string
  source: PlaySource | null
}

/** What the end of a listen changed: a skip recorded, a counted play's length raised, or nothing. */
export type ListenEndOutcome = { recorded: 'skip' | 'play' | null }

/**
 * The player reports the end of every listen (next track, end of the queue,
 * a new queue) with the time heard, for insights' completion and skip
 * rates (shared/play_sources.ts). Checked against what the server saw, like
 * a play:
 *
 * - a listen start still there means the listen was streamed and never
 *   counted (counting uses the start up): when it ended before the minimum
 *   listen it is a skip, recorded once (it uses the start up too), unless the
 *   listener owns the track;
 * - else the listener's latest counted play of the track (within the
 *   listen starts' lifetime) gets the longer length, capped by the time since
 *   it was counted and by the track's duration, so a report cannot make a
 *   play complete sooner than it could have been heard (and a play that
 *   now meets scrobbling's rule is announced, listen_heard.ts).
 */
export async function recordListenEnd(input: ListenEndInput): Promise<ListenEndOutcome> {
  const track = await findVisibleTrack(input.trackId, input.viewer)
  const duration = track.duration ? Number(track.duration) : null
  const listener = listenerKey(input.viewer, input.ip)
  const startedAt = await listenStartedAt(listener, track.id)
  if (startedAt !== null) {
    const heard = Math.min(input.listenedMs, Date.now() - startedAt)
    // Long enough to count: the play report is on its way (or was refused); not a skip.
    if (heard >= minimumListen(duration)) return { recorded: null }
    const own = input.viewer.userId !== null && (await isOwnTrack(track.id, input.viewer.userId))
    const recorded = await db.transaction(async (trx) => {
      if (!(await consumeListenStart(trx, listener, track.id, startedAt))) return false
      if (!own) await trx.table('play_skips').insert({ track_id: track.id, source: input.source, created_at: sqlNow() })
      return !own
    })
    return { recorded: recorded ? 'skip' : null }
  }

  const person = input.viewer.userId !== null ? { column: 'user_id', value: input.viewer.userId } : { column: 'visitor_id', value: input.visitorId }
  const play = await db
    .from('plays')
    .where(person.column, person.value)
    .where('track_id', track.id)
    .where('created_at', '>', sqlNow(-STALE_AFTER_MS / 1000))
    .orderBy('id', 'desc')
    .select('id', 'listened_ms', 'created_at')
    .first()
  if (!play) return { recorded: null }
  // created_at has whole seconds: allow the second it was cut to.
  const countedAt = Date.parse(toIso(play.created_at)!)
  const before = Number(play.listened_ms ?? 0)
  const listened = Math.min(input.listenedMs, before + Date.now() - countedAt + 1000, duration ?? Number.POSITIVE_INFINITY)
  if (listened <= before) return { recorded: null }
  const raised = await db.from('plays').where('id', play.id).where('listened_ms', '<', listened).update({ listened_ms: Math.round(listened) })
  // A play counted before the scrobbling rule was met may meet it now; it began about `before` ahead of its counting.
  if (Number(raised) > 0) await announceWhenHeard({ userId: input.viewer.userId, trackId: track.id, durationMs: duration, before, after: listened, startedAtMs: countedAt - before })
  return { recorded: 'play' }
}
