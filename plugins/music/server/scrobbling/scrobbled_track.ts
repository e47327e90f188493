import db from '@adonisjs/lucid/services/db'
import type { ScrobbledTrack } from './scrobble_listen.js'

/** A track as the services want it: the credited artists in order, the title, the album and the length. */
export async function scrobbledTrack(trackId: number): Promise<ScrobbledTrack | null> {
  const track = await db
    .from('tracks')
    .leftJoin('albums', 'albums.id', 'tracks.album_id')
    .where('tracks.id', trackId)
    .select('tracks.name', 'tracks.duration', 'albums.name as album_name')
    .first()
  if (!track) return null
  const artists = await db
    .from('artist_track')
    .join('artists', 'artists.id', 'artist_track.artist_id')
    .where('artist_track.track_id', trackId)
    .orderBy('artist_track.position')
    .orderBy('artists.id')
    .select('artists.name')
  // Both services refuse a listen without an artist.
  if (artists.length === 0) return null
  return {
    artist: artists.map((artist) => artist.name).join(', '),
    title: track.name,
    album: track.album_name ?? null,
    durationMs: track.duration ? Number(track.duration) : null,
  }
}
