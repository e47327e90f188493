import { MORPH } from '../../models/columns.js'
import type { Viewer } from '../shared/viewer.js'
import { toIso } from '../shared/time.js'
import { visibleSql } from '../shared/visibility.js'
import { rawRows } from '../shared/raw_rows.js'
import { toPage, window, type PageRequest } from '../shared/pagination.js'
import {
  ALBUM_COLUMNS,
  ARTIST_COLUMNS,
  PLAYLIST_COLUMNS,
  PLAYLIST_OWNER_COLUMNS,
  PLAYLIST_OWNER_JOIN,
  TRACK_ALBUM_COLUMNS,
  TRACK_ALBUM_JOIN,
  TRACK_COLUMNS,
} from '../summaries/columns.js'
import { trackSummaries, viewerLikesColumn } from '../summaries/tracks.js'
import { albumSummaries } from '../summaries/albums.js'
import { toArtistSummary } from '../summaries/artists.js'
import { playlistSummaries } from '../summaries/playlists.js'
import { libraryPlaylistsCondition } from '../playlists/playlist_access.js'

const LIKED = {
  tracks: { table: 'tracks', morph: MORPH.track, columns: [...TRACK_COLUMNS, ...TRACK_ALBUM_COLUMNS], join: TRACK_ALBUM_JOIN },
  albums: { table: 'albums', morph: MORPH.album, columns: ALBUM_COLUMNS, join: '' },
} as const
export type LikedKind = keyof typeof LIKED

/** One page of the rows `userId` liked, newest like first; `liked_at` rides along. Shared with profile tabs. */
export function likedRows(userId: number, kind: LikedKind, viewer: Viewer, limit: number, offset: number) {
  const { table, morph, columns, join } = LIKED[kind]
  const [visible, visibleBindings] = visibleSql(table, viewer)
  return rawRows(
    `SELECT ${columns.join(', ')}, likes.created_at AS liked_at FROM likes JOIN ${table} ON ${table}.id = likes.likeable_id ${join} ` +
      `WHERE likes.user_id = ? AND likes.likeable_type = ? AND ${visible} ORDER BY likes.created_at DESC, likes.likeable_id DESC LIMIT ? OFFSET ?`,
    [userId, morph, ...visibleBindings, limit, offset]
  )
}

/** Summaries of liked rows; `ownLikes` when the viewer is the one who liked them (their "liked" flags are known). */
export async function summariseLiked(kind: LikedKind, rows: any[], viewer: Viewer, ownLikes = false) {
  const summaries: any[] =
    kind === 'tracks' ? await trackSummaries(rows, viewer, { likedByViewer: ownLikes }) : await albumSummaries(rows)
  return summaries.map((summary, index) => ({ ...summary, liked_at: toIso(rows[index].liked_at) }))
}

/** Liked songs or albums of the signed-in viewer. */
export async function likedItems(viewer: Viewer & { userId: number }, kind: LikedKind, page: PageRequest) {
  const { limit, offset } = window(page)
  const rows = await likedRows(viewer.userId, kind, viewer, limit, offset)
  return { pagination: await toPage(rows, page, (kept) => summariseLiked(kind, kept, viewer, true)) }
}

/**
 * The artists the signed-in viewer follows (artists are followed, not
 * liked), newest follow first, with `followed_at`. One query on the follows
 * index (follower_id, followable_type, created_at).
 */
export async function followedArtists(viewer: Viewer & { userId: number }, page: PageRequest) {
  const { limit, offset } = window(page)
  const rows = await rawRows(
    `SELECT ${ARTIST_COLUMNS.join(', ')}, follows.created_at AS followed_at FROM follows JOIN artists ON artists.id = follows.followable_id ` +
      'WHERE follows.follower_id = ? AND follows.followable_type = ? ORDER BY follows.created_at DESC, follows.followable_id DESC LIMIT ? OFFSET ?',
    [viewer.userId, MORPH.artist, limit, offset]
  )
  return {
    pagination: await toPage(rows, page, async (kept) =>
      kept.map((row) => ({ ...toArtistSummary(row), followed_at: toIso(row.followed_at) }))
    ),
  }
}

/**
 * Own playlists, the ones the viewer collaborates on, and the public ones
 * they follow (libraryPlaylistsCondition); recently changed first. In a workspace:
 * the workspace's playlists (workspacePlaylists).
 */
export async function libraryPlaylists(viewer: Viewer & { userId: number }, page: PageRequest) {
  const { limit, offset } = window(page)
  const [inLibrary, libraryBindings] = libraryPlaylistsCondition(viewer.userId)
  const rows = await rawRows(
    `SELECT ${[...PLAYLIST_COLUMNS, ...PLAYLIST_OWNER_COLUMNS].join(', ')} FROM playlists ${PLAYLIST_OWNER_JOIN} ` +
      `WHERE ${inLibrary} ORDER BY playlists.updated_at DESC, playlists.id DESC LIMIT ? OFFSET ?`,
    [...libraryBindings, limit, offset]
  )
  return { pagination: await toPage(rows, page, playlistSummaries) }
}

/** The library's playlists while a workspace is active (its membership checked by the caller): the workspace's, recently changed first. */
export async function workspacePlaylists(workspaceId: number, page: PageRequest) {
  const { limit, offset } = window(page)
  const rows = await rawRows(
    `SELECT ${[...PLAYLIST_COLUMNS, ...PLAYLIST_OWNER_COLUMNS].join(', ')} FROM playlists ${PLAYLIST_OWNER_JOIN} ` +
      'WHERE playlists.workspace_id = ? ORDER BY playlists.updated_at DESC, playlists.id DESC LIMIT ? OFFSET ?',
    [workspaceId, limit, offset]
  )
  return { pagination: await toPage(rows, page, playlistSummaries) }
}

/** Listening history: every counted play, newest first (plays of the same second by track), with when it was played. */
export async function listeningHistory(viewer: Viewer & { userId: number }, page: PageRequest) {
  const { limit, offset } = window(page)
  const [visible, visibleBindings] = visibleSql('tracks', viewer)
  const [likes, likesBindings] = viewerLikesColumn(viewer.userId)
  const rows = await rawRows(
    `SELECT ${[...TRACK_COLUMNS, ...TRACK_ALBUM_COLUMNS, likes].join(', ')}, plays.created_at AS played_at, plays.id AS play_id ` +
      `FROM plays JOIN tracks ON tracks.id = plays.track_id ${TRACK_ALBUM_JOIN} ` +
      `WHERE plays.user_id = ? AND ${visible} ORDER BY plays.created_at DESC, plays.track_id DESC, plays.id DESC LIMIT ? OFFSET ?`,
    // The order of the index (user_id, created_at, track_id), then the play's id, which both databases keep
    // at the end of it: read backwards, a page stops after its rows. Without track_id, MariaDB sorted every
    // play of the person for each page (5,000 for the bench's listener: EXPLAIN "Using filesort").
    [...likesBindings, viewer.userId, ...visibleBindings, limit, offset]
  )
  return {
    pagination: await toPage(rows, page, async (kept) =>
      (await trackSummaries(kept, viewer)).map((track, index) => ({ ...track, play_id: kept[index].play_id, played_at: toIso(kept[index].played_at) }))
    ),
  }
}
