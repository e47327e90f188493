import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { albumReplayGain } from '#plugins/music/server/audio/album_gain'

/**
 * Writes an album's ReplayGain again from its tracks' loudness
 * (audio/album_gain.ts). Called in the transaction that stores a track's
 * new measure or moves tracks between albums, so an album never plays at a
 * level its tracks no longer have.
 */
export async function refreshAlbumReplayGain(trx: TransactionClientContract, albumId: number) {
  const tracks = await trx.from('tracks').where('album_id', albumId).select('loudness', 'sample_peak', 'duration')
  const gain = albumReplayGain(
    tracks.map((row) => ({
      loudness: row.loudness === null ? null : Number(row.loudness),
      samplePeak: row.sample_peak === null ? null : Number(row.sample_peak),
      duration: row.duration === null ? null : Number(row.duration),
    }))
  )
  await trx.from('albums').where('id', albumId).update({ replay_gain: gain.replayGainDb, sample_peak: gain.samplePeak })
}

/** The albums a change touched (a track's album before and after; null for none), each refreshed once. */
export async function refreshAlbumsReplayGain(trx: TransactionClientContract, albumIds: Array<number | null>) {
  for (const albumId of new Set(albumIds)) {
    if (albumId !== null) await refreshAlbumReplayGain(trx, albumId)
  }
}
