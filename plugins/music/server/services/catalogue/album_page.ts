import { MORPH } from '../../models/columns.js'
import { notFound } from '../shared/errors.js'
import { GUEST, type Viewer } from '../shared/viewer.js'
import { isVisible, visibleSql, withoutOwner } from '../shared/visibility.js'
import { rawRows } from '../shared/raw_rows.js'
import { viewerFlags } from '../shared/viewer_flags.js'
import { ALBUM_COLUMNS, TRACK_ALBUM_COLUMNS, TRACK_ALBUM_JOIN, TRACK_COLUMNS } from '../summaries/columns.js'
import { albumSummaries } from '../summaries/albums.js'
import { trackSummaries } from '../summaries/tracks.js'
import { genresAndTagsOf } from './genres_and_tags.js'
import { pageCache } from '../shared/page_cache.js'
import type { AlbumDetail } from '../../../shared/api_types.js'

const ALBUM_ROW = `SELECT ${ALBUM_COLUMNS.join(', ')}, albums.description, albums.created_at FROM albums WHERE albums.id = ?`

/** The album row if the viewer may see it; 404 otherwise. */
export async function findVisibleAlbum(id: number, viewer: Viewer) {
  const [row] = await rawRows(ALBUM_ROW, [id])
  if (!row || !isVisible(row, viewer)) throw notFound()
  return row
}

/** The album's tracks the viewer may see, in album order, with the album's name and cover (see TRACK_ALBUM_COLUMNS). */
function albumTrackRows(id: number, viewer: Viewer) {
  const [visible, bindings] = visibleSql('tracks', viewer)
  return rawRows(
    `SELECT ${[...TRACK_COLUMNS, ...TRACK_ALBUM_COLUMNS].join(', ')} FROM tracks ${TRACK_ALBUM_JOIN} WHERE tracks.album_id = ? AND ${visible} ORDER BY tracks.number, tracks.id`,
    [id, ...bindings]
  )
}

const albumPages = pageCache('music.album')

/** Album with its artists, ordered tracks (every one: albums are small), genres, tags and the viewer's flags. */
export function albumPage(id: number, viewer: Viewer) {
  return albumPages(id, viewer, () => loadAlbumPage(id, viewer))
}

async function loadAlbumPage(id: number, viewer: Viewer): Promise<{ album: AlbumDetail }> {
  const row = await findVisibleAlbum(id, viewer)
  const [[summary], trackRows, { genres, tags }, flags] = await Promise.all([
    albumSummaries([row]),
    albumTrackRows(id, viewer),
    genresAndTagsOf(MORPH.album, id),
    viewerFlags(viewer, MORPH.album, id, ['liked', 'reposted']),
  ])
  const tracks = await trackSummaries(trackRows, viewer)
  return {
    album: {
      ...summary,
      description: row.description ?? null,
      duration: tracks.reduce((total, track) => total + (track.duration ?? 0), 0),
      tracks_count: tracks.length,
      genres,
      tags,
      ...flags,
      tracks,
    },
  }
}

/** Minimal album payload for the embed player. */
export async function albumEmbed(id: number, viewer: Viewer) {
  const row = await findVisibleAlbum(id, viewer)
  const [[summary], trackRows] = await Promise.all([albumSummaries([row]), albumTrackRows(id, viewer)])
  return { album: { ...withoutOwner(summary), tracks: await trackSummaries(trackRows, GUEST) } }
}
