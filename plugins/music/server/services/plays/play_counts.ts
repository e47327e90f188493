import db from '@adonisjs/lucid/services/db'
import { dropReads } from '#core/kernel/cache/read_cache'
import { moduleLock } from '#core/kernel/locks'
import { PLAY_COUNTS_LOCK } from '../../../locks.js'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * How long a counted play may wait before its track's, album's and artists'
 * `plays` counters include it (MUSIC_PLAY_COUNT_DELAY_SECONDS, 60 by
 * default): the interval of the roll-up's schedule (plugin.ts, jobs/
 * roll_up_play_counts_job.ts). Counters shown on pages and used for
 * popularity lag by at most this much (plus one poll of a queue worker);
 * the history and the answer to the player are exact at once. Each roll-up
 * is a write that empties the read caches. Read from the process
 * environment (validated by start/env.ts) because the manifest, which also
 * loads in the web build, needs it.
 */
export function playCountDelaySeconds() {
  return Number(process.env.MUSIC_PLAY_COUNT_DELAY_SECONDS || 60)
}

/** Plays added to the counters per transaction: a short write lock even after a burst. */
const BATCH = 5000

/**
 * Adds every queued play (uncounted_plays) to the `plays` counters of its
 * track, the track's album and its artists, and empties the queue, in
 * batches of one transaction each. One roll-up at a time across every
 * process and app node (PLAY_COUNTS_LOCK, declared in the manifest: the
 * database's `locks` table or Redis): when another holds it, that one
 * counts what is queued and this call counts nothing. Within a roll-up, a batch's queue rows are
 * also locked until its transaction ends on MySQL/MariaDB; SQLite runs one
 * write transaction at a time. Raised counters show on the catalogue's
 * pages: the read caches are dropped once they are in. Returns how many plays
 * were counted.
 */
export async function rollUpPlayCounts(): Promise<number> {
  const [, counted] = await moduleLock(PLAY_COUNTS_LOCK).runImmediately(countAllQueued)
  if (counted) await dropReads()
  return counted ?? 0
}

async function countAllQueued() {
  let counted = 0
  for (;;) {
    const batch = await db.transaction((trx) => countBatch(trx))
    counted += batch
    if (batch < BATCH) return counted
  }
}

async function countBatch(trx: TransactionClientContract) {
  const queued = trx.from('uncounted_plays').select('id', 'track_id').orderBy('id').limit(BATCH)
  if (trx.dialect.name === 'mysql') queued.forUpdate()
  const rows: Array<{ id: number; track_id: number }> = await queued
  if (!rows.length) return 0

  const trackPlays = tally(rows.map((row) => row.track_id))
  const trackIds = [...trackPlays.keys()]
  const albums = await trx.from('tracks').whereIn('id', trackIds).whereNotNull('album_id').select('id as track_id', 'album_id')
  const artists = await trx.from('artist_track').whereIn('track_id', trackIds).select('track_id', 'artist_id')

  await raiseCounters(trx, 'tracks', trackPlays)
  await raiseCounters(trx, 'albums', sumBy(albums, 'album_id', trackPlays))
  await raiseCounters(trx, 'artists', sumBy(artists, 'artist_id', trackPlays))
  await trx.from('uncounted_plays').whereIn('id', rows.map((row) => row.id)).delete()
  return rows.length
}

/** How many times each id occurs. */
function tally(ids: number[]) {
  const counts = new Map<number, number>()
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1)
  return counts
}

/** The plays of each row's track, summed by the row's `key` (an album, an artist). */
function sumBy<K extends string>(rows: Array<Record<K | 'track_id', number>>, key: K, trackPlays: Map<number, number>) {
  const sums = new Map<number, number>()
  for (const row of rows) sums.set(row[key], (sums.get(row[key]) ?? 0) + (trackPlays.get(row.track_id) ?? 0))
  return sums
}

/** Raises each id's `plays` by its amount: one UPDATE per distinct amount (most are 1). */
async function raiseCounters(trx: TransactionClientContract, table: 'tracks' | 'albums' | 'artists', amounts: Map<number, number>) {
  const idsByAmount = new Map<number, number[]>()
  for (const [id, amount] of amounts) {
    const ids = idsByAmount.get(amount)
    if (ids) ids.push(id)
    else idsByAmount.set(amount, [id])
  }
  for (const [amount, ids] of idsByAmount) {
    for (let from = 0; from < ids.length; from += 500) {
      await trx.from(table).whereIn('id', ids.slice(from, from + 500)).increment('plays', amount)
    }
  }
}
