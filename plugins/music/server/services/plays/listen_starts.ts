import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Viewer } from '../shared/viewer.js'

/**
 * A start older than this is stale: a new stream replaces it (the listener
 * came back later), and stale rows are swept when plays are recorded.
 */
export const STALE_AFTER_MS = 6 * 3600_000

/**
 * Who is listening, as the server knows them: the account, else the IP
 * address (a guest's cookie is theirs to drop, and fresh cookies would make
 * fresh listeners).
 */
export function listenerKey(viewer: Viewer, ip: string) {
  return viewer.userId !== null ? `user:${viewer.userId}` : `ip:${ip}`.slice(0, 100)
}

/**
 * Whether a stream request begins a listen: a GET for the file from its
 * first byte (no Range, or one from 0). Seeks and the browser's later range
 * requests of the same listen ask from further in.
 */
export function beginsListen(method: string, range: string | undefined) {
  return method === 'GET' && (!range || /^bytes=0-/.test(range.trim()))
}

/**
 * Notes that the viewer began receiving `trackId` now. A start already
 * running is kept (browsers ask for byte 0 more than once per listen); a
 * stale one is replaced. A new listen of a signed-in listener is announced
 * (music:listen_started, for scrobbling's 'playing now').
 */
export async function recordListenStart(viewer: Viewer, ip: string, trackId: number) {
  const listener = listenerKey(viewer, ip)
  const now = Date.now()
  const running = (await listenStartedAt(listener, trackId)) !== null
  await db
    .knexQuery()
    .table('listen_starts')
    .insert({ listener, track_id: trackId, started_at: now })
    .onConflict(['listener', 'track_id'])
    .merge({ started_at: db.knexRawQuery('CASE WHEN started_at < ? THEN ? ELSE started_at END', [now - STALE_AFTER_MS, now]) })
  if (!running && viewer.userId !== null) await emitter.emit('music:listen_started', { userId: viewer.userId, trackId })
}

/** When `listener` began receiving `trackId` (ms since the epoch), if they did and it is not stale. */
export async function listenStartedAt(listener: string, trackId: number): Promise<number | null> {
  const row = await db.from('listen_starts').where({ listener, track_id: trackId }).select('started_at').first()
  const startedAt = row ? Number(row.started_at) : null
  return startedAt !== null && startedAt >= Date.now() - STALE_AFTER_MS ? startedAt : null
}

/**
 * Uses up a start for one counted play: true when this call removed it,
 * false when a concurrent report already did. Sweeps stale starts too.
 */
export async function consumeListenStart(trx: TransactionClientContract, listener: string, trackId: number, startedAt: number) {
  await trx.from('listen_starts').where('started_at', '<', Date.now() - STALE_AFTER_MS).delete()
  const removed = await trx.from('listen_starts').where({ listener, track_id: trackId, started_at: startedAt }).delete()
  return Number(removed) > 0
}
