import db from '@adonisjs/lucid/services/db'
import type { Viewer } from '../shared/viewer.js'
import { toIso } from '../shared/time.js'
import { MORPH } from '../../models/columns.js'
import type { ArtistRef } from './artists.js'
import { groupBy, unique } from './columns.js'

export interface TrackSummary {
  model_type: 'track'
  id: number
  name: string
  number: number | null
  /** Milliseconds. */
  duration: number | null
  /** The track's cover, else its album's. */
  image: string | null
  plays: number
  public: boolean
  owner_id: number | null
  created_at: string | null
  album: { id: number; name: string; image: string | null } | null
  artists: ArtistRef[]
  /** Only for a signed-in viewer. */
  liked?: boolean
}

/**
 * Turns track rows (TRACK_COLUMNS) into summaries with their album and
 * artists in a fixed number of queries (2, plus 1 for a signed-in viewer's
 * likes unless `likedByViewer` says they all are), however many rows there are.
 */
export async function trackSummaries(rows: any[], viewer: Viewer, { likedByViewer = false } = {}): Promise<TrackSummary[]> {
  if (!rows.length) return []
  const ids = rows.map((row) => row.id as number)
  const albumIds = unique(rows.map((row) => row.album_id))
  const [artistRows, albumRows, likedIds] = await Promise.all([
    db
      .from('artist_track')
      .join('artists', 'artists.id', 'artist_track.artist_id')
      .whereIn('artist_track.track_id', ids)
      .orderBy('artist_track.position')
      .select('artist_track.track_id', 'artists.id', 'artists.name', 'artists.image'),
    albumIds.length ? db.from('albums').whereIn('id', albumIds).select('id', 'name', 'image') : [],
    likedByViewer && viewer.userId !== null ? new Set(ids) : likedAmong(viewer, MORPH.track, ids),
  ])
  const artistsByTrack = groupBy(artistRows, (row) => row.track_id)
  const albums = new Map(albumRows.map((row: any) => [row.id, row]))
  return rows.map((row) => {
    const album: any = row.album_id ? albums.get(row.album_id) : null
    const summary: TrackSummary = {
      model_type: 'track',
      id: row.id,
      name: row.name,
      number: row.number ?? null,
      duration: row.duration ?? null,
      image: row.image ?? album?.image ?? null,
      plays: Number(row.plays),
      public: Boolean(row.public),
      owner_id: row.owner_id ?? null,
      created_at: toIso(row.created_at),
      album: album ? { id: album.id, name: album.name, image: album.image ?? null } : null,
      artists: (artistsByTrack.get(row.id) ?? []).map(({ id, name, image }) => ({ id, name, image: image ?? null })),
    }
    if (likedIds) summary.liked = likedIds.has(row.id)
    return summary
  })
}

/** Which of `ids` the signed-in viewer likes (null for guests: no flag at all). */
export async function likedAmong(viewer: Viewer, type: string, ids: number[]): Promise<Set<number> | null> {
  if (viewer.userId === null) return null
  if (!ids.length) return new Set()
  const rows = await db
    .from('likes')
    .where({ user_id: viewer.userId, likeable_type: type })
    .whereIn('likeable_id', ids)
    .select('likeable_id')
  return new Set(rows.map((row) => row.likeable_id))
}
