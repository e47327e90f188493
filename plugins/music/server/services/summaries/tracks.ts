import db from '@adonisjs/lucid/services/db'
import type { Viewer } from '../shared/viewer.js'
import { toIso } from '../shared/time.js'
import { MORPH } from '../../models/columns.js'
import type { Track as TrackSummary } from '../../../shared/api_types.js'
import { groupBy, TRACK_ALBUM_COLUMNS, TRACK_ALBUM_JOIN, TRACK_COLUMNS, unique } from './columns.js'
import { placeholders, rawRows } from '../shared/raw_rows.js'
import { visibleSql } from '../shared/visibility.js'

export type { TrackSummary }

/**
 * A column saying whether the signed-in viewer likes each row's track, for a
 * statement reading `tracks`: trackSummaries then sends no likes query.
 */
export function viewerLikesColumn(userId: number): [string, unknown[]] {
  return ['EXISTS (SELECT 1 FROM likes WHERE likes.user_id = ? AND likes.likeable_type = ? AND likes.likeable_id = tracks.id) AS viewer_likes', [userId, MORPH.track]]
}

/**
 * Turns track rows (TRACK_COLUMNS) into summaries with their album and
 * artists in a fixed number of queries (2, plus 1 for a signed-in viewer's
 * likes unless `likedByViewer` says they all are), however many rows there are.
 * Rows read with TRACK_ALBUM_COLUMNS already carry their album, and rows read
 * with viewerLikesColumn the viewer's likes: one query fewer each.
 */
/**
 * The rows (TRACK_COLUMNS) of those of `ids` the viewer may see, in no
 * particular order, with their album's name and cover joined, so that
 * trackSummaries needs no album statement; SQL written once (rawRows).
 */
export function visibleTrackRows(ids: number[], viewer: Viewer): Promise<any[]> {
  if (!ids.length) return Promise.resolve([])
  const [visible, bindings] = visibleSql('tracks', viewer)
  return rawRows(
    `SELECT ${[...TRACK_COLUMNS, ...TRACK_ALBUM_COLUMNS].join(', ')} FROM tracks ${TRACK_ALBUM_JOIN} WHERE tracks.id IN (${placeholders(ids.length)}) AND ${visible}`,
    [...ids, ...bindings]
  )
}

export async function trackSummaries(rows: any[], viewer: Viewer, { likedByViewer = false } = {}): Promise<TrackSummary[]> {
  if (!rows.length) return []
  const ids = rows.map((row) => row.id as number)
  const albumsJoined = 'album_name' in rows[0]
  const likesJoined = 'viewer_likes' in rows[0]
  const albumIds = albumsJoined ? [] : unique(rows.map((row) => row.album_id))
  const [artistRows, albumRows, likedIds] = await Promise.all([
    // By track, then credit order: the order of the (track_id, position, artist_id) index, read without a sort.
    rawRows(
      `SELECT artist_track.track_id, artists.id, artists.name, artists.image FROM artist_track JOIN artists ON artists.id = artist_track.artist_id ` +
        `WHERE artist_track.track_id IN (${placeholders(ids.length)}) ORDER BY artist_track.track_id, artist_track.position`,
      ids
    ),
    albumIds.length ? rawRows(`SELECT id, name, image, replay_gain, sample_peak FROM albums WHERE id IN (${placeholders(albumIds.length)})`, albumIds) : [],
    likesJoined ? null : likedIdsOf(viewer, ids, likedByViewer),
  ])
  const artistsByTrack = groupBy(artistRows, (row) => row.track_id)
  const albums = new Map(albumRows.map((row: any) => [row.id, row]))
  const albumOf = (row: any) => {
    if (!row.album_id) return null
    return albumsJoined
      ? { id: row.album_id, name: row.album_name, image: row.album_image, replay_gain: row.album_replay_gain, sample_peak: row.album_sample_peak }
      : albums.get(row.album_id)
  }
  return rows.map((row) => {
    const album: any = albumOf(row)
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
      replay_gain: {
        track_gain: numberOrNull(row.replay_gain),
        track_peak: numberOrNull(row.sample_peak),
        album_gain: numberOrNull(album?.replay_gain),
        album_peak: numberOrNull(album?.sample_peak),
      },
    }
    const liked = likesJoined ? Boolean(row.viewer_likes) : likedIds?.has(row.id)
    if (liked !== undefined) summary.liked = liked
    return summary
  })
}

/** Which of `ids` the viewer likes: every one in their own liked list (`likedByViewer`), else asked. */
function likedIdsOf(viewer: Viewer, ids: number[], likedByViewer: boolean) {
  return likedByViewer && viewer.userId !== null ? new Set(ids) : likedAmong(viewer, MORPH.track, ids)
}

/**
 * The likes table as likedAmong reads it. MariaDB's sampled statistics may
 * put a listener with many likes at a few rows: it then read all of them by
 * (user_id, likeable_type) and filtered the ids (75,342 liked tracks at 1M:
 * 16-23 ms) instead of seeking each id in the same primary key (0.9 ms;
 * docs/performance.md, Subsonic API). SQLite seeks the ids unasked.
 */
const likesByPrimaryKey = () => (db.connection().dialect.name === 'mysql' ? 'likes FORCE INDEX (PRIMARY)' : 'likes')

/** Which of `ids` the signed-in viewer likes (null for guests: no flag at all). */
export async function likedAmong(viewer: Viewer, type: string, ids: number[]): Promise<Set<number> | null> {
  if (viewer.userId === null) return null
  if (!ids.length) return new Set()
  const rows = await rawRows<{ likeable_id: number }>(
    `SELECT likeable_id FROM ${likesByPrimaryKey()} WHERE user_id = ? AND likeable_type = ? AND likeable_id IN (${placeholders(ids.length)})`,
    [viewer.userId, type, ...ids]
  )
  return new Set(rows.map((row) => row.likeable_id))
}

/** MariaDB's FLOAT columns may arrive as strings. */
function numberOrNull(value: unknown) {
  return value === null || value === undefined ? null : Number(value)
}
