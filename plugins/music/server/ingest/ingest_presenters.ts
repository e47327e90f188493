import db from '@adonisjs/lucid/services/db'
import type { IngestedTrack, ProcessingState, ReleaseStatus, TrackProcessingStatus } from '../../shared/ingest_types.js'

/** Draft tracks as the upload screen's rows show them, in the order of `ids`. */
export async function ingestedTracks(ids: number[]): Promise<Map<number, IngestedTrack>> {
  if (!ids.length) return new Map()
  const [rows, credits] = await Promise.all([
    db.from('tracks').whereIn('id', ids).select('id', 'name', 'status', 'processing', 'processing_error', 'duration', 'number', 'album_id', 'image'),
    db
      .from('artist_track')
      .join('artists', 'artists.id', 'artist_track.artist_id')
      .whereIn('artist_track.track_id', ids)
      .orderBy('artist_track.position')
      .select('artist_track.track_id', 'artists.id', 'artists.name'),
  ])
  const tracks = new Map<number, IngestedTrack>()
  for (const row of rows) {
    tracks.set(Number(row.id), {
      id: Number(row.id),
      name: row.name,
      status: row.status as ReleaseStatus,
      processing: row.processing as ProcessingState,
      processingError: row.processing_error ?? null,
      duration: row.duration === null ? null : Number(row.duration),
      number: row.number === null ? null : Number(row.number),
      albumId: row.album_id === null ? null : Number(row.album_id),
      image: row.image ?? null,
      artists: [],
    })
  }
  for (const credit of credits) tracks.get(Number(credit.track_id))?.artists.push({ id: Number(credit.id), name: credit.name })
  return tracks
}

/**
 * The processing state of the tracks among `ids` that `ownerUserId` uploaded
 * (every one of them for people managing the catalogue: ownerUserId null).
 * Other ids are left out, so polling says nothing of other people's tracks.
 */
export async function processingStatuses(ids: number[], ownerUserId: number | null): Promise<TrackProcessingStatus[]> {
  const query = db
    .from('tracks')
    .leftJoin('track_waveforms', 'track_waveforms.track_id', 'tracks.id')
    .whereIn('tracks.id', ids)
    .orderBy('tracks.id')
    .select('tracks.id', 'tracks.processing', 'tracks.processing_error', 'tracks.duration', 'tracks.loudness', 'track_waveforms.track_id as waveform')
  if (ownerUserId !== null) query.where('tracks.owner_id', ownerUserId)
  const rows = await query
  return rows.map((row) => ({
    id: Number(row.id),
    processing: row.processing as ProcessingState,
    processingError: row.processing_error ?? null,
    duration: row.duration === null ? null : Number(row.duration),
    hasWaveform: row.waveform !== null,
    loudness: row.loudness === null ? null : Number(row.loudness),
  }))
}
