import db from '@adonisjs/lucid/services/db'
import type { Viewer } from '../shared/viewer.js'
import { toIso } from '../shared/time.js'
import { whereVisible } from '../shared/visibility.js'
import { toPage, window, type PageRequest } from '../shared/pagination.js'
import { TRACK_COLUMNS } from '../summaries/columns.js'
import { trackSummaries } from '../summaries/tracks.js'
import { playlistSummaries } from '../summaries/playlists.js'
import { toUserSummary, USER_SUMMARY_SELECT } from '../summaries/users.js'
import { rawRows } from '../shared/raw_rows.js'
import { COLLABORATOR, FOLLOWER, playlistAccess } from './playlist_access.js'
import { pageCache } from '../shared/page_cache.js'
import type { PlaylistDetail } from '../../../shared/api_types.js'

const playlistPages = pageCache('music.playlist')

/** The playlist page header: summary, collaborators and what the viewer may do; kept until a write drops it (as the album's). */
export function playlistPage(id: number, viewer: Viewer) {
  return playlistPages(id, viewer, () => loadPlaylistPage(id, viewer))
}

async function loadPlaylistPage(id: number, viewer: Viewer): Promise<{ playlist: PlaylistDetail }> {
  const access = await playlistAccess(id, viewer)
  const [[summary], collaborators, flags] = await Promise.all([
    playlistSummaries([access.row]),
    rawRows(
      `${USER_SUMMARY_SELECT} JOIN playlist_user ON playlist_user.user_id = users.id ` +
        'WHERE playlist_user.playlist_id = ? AND playlist_user.role = ? ORDER BY playlist_user.created_at',
      [id, COLLABORATOR]
    ),
    viewer.userId === null
      ? {}
      : rawRows('SELECT 1 AS found FROM playlist_user WHERE playlist_id = ? AND user_id = ? AND role = ?', [id, viewer.userId, FOLLOWER]).then((rows) => ({
          followed: rows.length > 0,
        })),
  ])
  return {
    playlist: {
      ...summary,
      ...flags,
      created_at: toIso(access.row.created_at),
      updated_at: toIso(access.row.updated_at),
      collaborators: collaborators.map(toUserSummary),
      can_edit: access.canManage,
      can_add_tracks: access.canManage || (access.isCollaborator && Boolean(access.row.collaborative)),
    },
  }
}

/** One page of the playlist's tracks in playlist order, with who added each and when. */
export async function playlistTracks(id: number, page: PageRequest, viewer: Viewer) {
  await playlistAccess(id, viewer)
  const { limit, offset } = window(page)
  const rows = await whereVisible(
    db
      .from('playlist_track')
      .join('tracks', 'tracks.id', 'playlist_track.track_id')
      .where('playlist_track.playlist_id', id)
      .orderBy('playlist_track.position')
      .select([...TRACK_COLUMNS, 'playlist_track.position', 'playlist_track.added_by', 'playlist_track.created_at as added_at']),
    'tracks',
    viewer
  )
    .limit(limit)
    .offset(offset)
  return {
    pagination: await toPage(rows, page, async (kept) => {
      const summaries = await trackSummaries(kept, viewer)
      return summaries.map((track, index) => ({
        ...track,
        position: kept[index].position,
        added_by: kept[index].added_by ?? null,
        added_at: toIso(kept[index].added_at),
      }))
    }),
  }
}
