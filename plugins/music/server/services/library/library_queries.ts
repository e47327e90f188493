import db from '@adonisjs/lucid/services/db'
import { MORPH } from '../../models/columns.js'
import type { Viewer } from '../shared/viewer.js'
import { toIso } from '../shared/time.js'
import { whereVisible } from '../shared/visibility.js'
import { toPage, window, type PageRequest } from '../shared/pagination.js'
import { ALBUM_COLUMNS, ARTIST_COLUMNS, PLAYLIST_COLUMNS, TRACK_COLUMNS } from '../summaries/columns.js'
import { trackSummaries } from '../summaries/tracks.js'
import { albumSummaries } from '../summaries/albums.js'
import { toArtistSummary } from '../summaries/artists.js'
import { playlistSummaries } from '../summaries/playlists.js'

const LIKED = {
  tracks: { table: 'tracks', morph: MORPH.track, columns: TRACK_COLUMNS, private: true },
  albums: { table: 'albums', morph: MORPH.album, columns: ALBUM_COLUMNS, private: true },
  artists: { table: 'artists', morph: MORPH.artist, columns: ARTIST_COLUMNS, private: false },
} as const
export type LikedKind = keyof typeof LIKED

/** Rows `userId` liked, newest like first; `liked_at` rides along. Shared with profile tabs. */
export function likedQuery(userId: number, kind: LikedKind, viewer: Viewer) {
  const { table, morph, columns } = LIKED[kind]
  const query = db
    .from('likes')
    .join(table, `${table}.id`, 'likes.likeable_id')
    .where({ 'likes.user_id': userId, 'likes.likeable_type': morph })
    .orderBy('likes.created_at', 'desc')
    .orderBy('likes.likeable_id', 'desc')
    .select([...columns, 'likes.created_at as liked_at'])
  return LIKED[kind].private ? whereVisible(query, table, viewer) : query
}

/** Summaries of liked rows; `ownLikes` when the viewer is the one who liked them (their "liked" flags are known). */
export async function summariseLiked(kind: LikedKind, rows: any[], viewer: Viewer, ownLikes = false) {
  const summaries: any[] =
    kind === 'tracks'
      ? await trackSummaries(rows, viewer, { likedByViewer: ownLikes })
      : kind === 'albums'
        ? await albumSummaries(rows)
        : rows.map(toArtistSummary)
  return summaries.map((summary, index) => ({ ...summary, liked_at: toIso(rows[index].liked_at) }))
}

/** Liked songs, albums or artists of the signed-in viewer. */
export async function likedItems(viewer: Viewer & { userId: number }, kind: LikedKind, page: PageRequest) {
  const { limit, offset } = window(page)
  const rows = await likedQuery(viewer.userId, kind, viewer).limit(limit).offset(offset)
  return { pagination: await toPage(rows, page, (kept) => summariseLiked(kind, kept, viewer, true)) }
}

/** Own playlists, and the ones the viewer follows or collaborates on; recently changed first. */
export async function libraryPlaylists(viewer: Viewer & { userId: number }, page: PageRequest) {
  const { limit, offset } = window(page)
  const rows = await db
    .from('playlists')
    .where('playlists.owner_id', viewer.userId)
    .orWhereIn('playlists.id', db.from('playlist_user').where('user_id', viewer.userId).select('playlist_id'))
    .orderBy('playlists.updated_at', 'desc')
    .orderBy('playlists.id', 'desc')
    .limit(limit)
    .offset(offset)
    .select(PLAYLIST_COLUMNS)
  return { pagination: await toPage(rows, page, playlistSummaries) }
}

/** Listening history: every counted play, newest first, with when it was played. */
export async function listeningHistory(viewer: Viewer & { userId: number }, page: PageRequest) {
  const { limit, offset } = window(page)
  const rows = await whereVisible(
    db
      .from('plays')
      .join('tracks', 'tracks.id', 'plays.track_id')
      .where('plays.user_id', viewer.userId)
      .orderBy('plays.created_at', 'desc')
      .orderBy('plays.id', 'desc')
      .select([...TRACK_COLUMNS, 'plays.created_at as played_at', 'plays.id as play_id']),
    'tracks',
    viewer
  )
    .limit(limit)
    .offset(offset)
  return {
    pagination: await toPage(rows, page, async (kept) =>
      (await trackSummaries(kept, viewer)).map((track, index) => ({ ...track, play_id: kept[index].play_id, played_at: toIso(kept[index].played_at) }))
    ),
  }
}
