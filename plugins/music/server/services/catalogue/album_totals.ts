import { AsyncLocalStorage } from 'node:async_hooks'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { albumReplayGain } from '#plugins/music/server/audio/album_gain'
import { placeholders } from '../shared/raw_rows.js'

/**
 * What an album row keeps of its tracks, so that lists of albums never read
 * them: the count, length and first upload time of its public tracks, the
 * count of the others (migration keep_album_totals), and its ReplayGain
 * (audio/album_gain.ts).
 *
 * refreshAlbums runs in the transaction of every change to tracks that moves
 * one of these: a track added, deleted, moved between albums, published or
 * hidden, given its length or its loudness (except a decoding job's: see
 * refreshAlbumGainWhenDecoded). The Track model calls it on its
 * own saves and deletes; raw writes call it themselves. A bulk write (an
 * import batch) runs its saves in refreshingAlbumsOnce, so that each album
 * is written again once, not once per track.
 */

/** The totals, each from the (album_id, number) index; one statement on SQLite and MariaDB. */
const TOTALS =
  `public_tracks_count = (SELECT COUNT(*) FROM tracks WHERE tracks.album_id = albums.id AND tracks.public = 1), ` +
  `public_duration = (SELECT COALESCE(SUM(tracks.duration), 0) FROM tracks WHERE tracks.album_id = albums.id AND tracks.public = 1), ` +
  `first_public_track_at = (SELECT MIN(tracks.created_at) FROM tracks WHERE tracks.album_id = albums.id AND tracks.public = 1), ` +
  `private_tracks_count = (SELECT COUNT(*) FROM tracks WHERE tracks.album_id = albums.id AND tracks.public = 0)`

/** The albums a change touched (a track's album before and after; null for none), each written again once. */
export async function refreshAlbums(client: QueryClientContract, albumIds: Array<number | null | undefined>) {
  const ids = [...new Set(albumIds.filter((id): id is number => typeof id === 'number'))]
  if (!ids.length) return
  await client.rawQuery(`UPDATE albums SET ${TOTALS} WHERE albums.id IN (${placeholders(ids.length)})`, ids)
  for (const id of ids) await refreshReplayGain(client, id)
}

/** The albums touched by the saves of a refreshingAlbumsOnce, and its transaction. */
const batches = new AsyncLocalStorage<{ trx: TransactionClientContract; albumIds: Set<number> }>()

/**
 * Runs `work`, which writes tracks in `trx` (or its savepoints), collecting
 * the albums its Track saves and deletes touch, then refreshes each of them
 * once in `trx`, before it commits. Recounting an album is cheap but not
 * free: importing a 20-track album used to recount it 20 times. An album
 * noted by a savepoint rolled back since is only recounted for nothing.
 */
export async function refreshingAlbumsOnce<T>(trx: TransactionClientContract, work: () => Promise<T>): Promise<T> {
  const batch = { trx, albumIds: new Set<number>() }
  const result = await batches.run(batch, work)
  await refreshAlbums(trx, [...batch.albumIds])
  return result
}

/**
 * What the Track model's hooks call: refreshAlbums at once, or, inside
 * refreshingAlbumsOnce, the albums noted for its end. Only saves made in a
 * transaction are deferred: the batch's final refresh runs in its own, which
 * may not see a write committed elsewhere meanwhile (MariaDB's snapshot).
 */
export async function refreshAlbumsAfterSave(client: QueryClientContract, albumIds: Array<number | null | undefined>) {
  const batch = batches.getStore()
  if (!batch || !client.isTransaction) return refreshAlbums(client, albumIds)
  for (const id of albumIds) if (typeof id === 'number') batch.albumIds.add(id)
}

/** Every album's totals, after a bulk load that wrote tracks without them (generator/catalogue_generator.ts). */
export async function recountAllAlbums() {
  await db.rawQuery(`UPDATE albums SET ${TOTALS}`)
}

/**
 * After a track's audio was decoded (ingest/track_processing.ts), committed:
 * the album's ReplayGain, once none of its tracks waits for decoding any
 * more. Decoding moves no total (only loudness), and an album of N tracks
 * recounted after each of them read its tracks N times over; a gain from
 * half the album's tracks would be replaced anyway. Asked after the commit,
 * the last of two jobs finishing together sees the other's track done, so
 * one of them always writes the gain (both, at worst).
 */
export async function refreshAlbumGainWhenDecoded(albumId: number | null) {
  if (albumId === null) return
  const waiting = await db.from('tracks').where('album_id', albumId).whereIn('processing', ['queued', 'processing']).select('id').first()
  if (!waiting) await refreshReplayGain(db.connection(), albumId)
}

/** The album's ReplayGain from its tracks' loudness, so an album never plays at a level its tracks no longer have. */
async function refreshReplayGain(client: QueryClientContract, albumId: number) {
  const tracks = await client.from('tracks').where('album_id', albumId).select('loudness', 'sample_peak', 'duration')
  const gain = albumReplayGain(
    tracks.map((row) => ({
      loudness: row.loudness === null ? null : Number(row.loudness),
      samplePeak: row.sample_peak === null ? null : Number(row.sample_peak),
      duration: row.duration === null ? null : Number(row.duration),
    }))
  )
  await client.from('albums').where('id', albumId).update({ replay_gain: gain.replayGainDb, sample_peak: gain.samplePeak })
}
