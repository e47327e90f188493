/** Columns list queries select: summaries never read descriptions, lyrics or audio paths. */
export const TRACK_COLUMNS = [
  'tracks.id',
  'tracks.name',
  'tracks.number',
  'tracks.duration',
  'tracks.album_id',
  'tracks.image',
  'tracks.plays',
  'tracks.public',
  'tracks.owner_id',
  'tracks.created_at',
  'tracks.replay_gain',
  'tracks.sample_peak',
]
/**
 * The album's name and cover beside TRACK_COLUMNS, read with TRACK_ALBUM_JOIN
 * in the same statement: trackSummaries then sends no album query.
 */
export const TRACK_ALBUM_COLUMNS = [
  'albums.name AS album_name',
  'albums.image AS album_image',
  'albums.replay_gain AS album_replay_gain',
  'albums.sample_peak AS album_sample_peak',
]
export const TRACK_ALBUM_JOIN = 'LEFT JOIN albums ON albums.id = tracks.album_id'
/**
 * The playlist owner's summary columns beside PLAYLIST_COLUMNS, read with
 * PLAYLIST_OWNER_JOIN in the same statement: playlistSummaries then sends no
 * users query.
 */
export const PLAYLIST_OWNER_COLUMNS = [
  'owners.first_name AS owner_first_name',
  'owners.last_name AS owner_last_name',
  'owners.id AS owner_user_id',
  'owners.image AS owner_image',
  'owner_profiles.display_name AS owner_display_name',
]
export const PLAYLIST_OWNER_JOIN = 'LEFT JOIN users owners ON owners.id = playlists.owner_id LEFT JOIN profiles owner_profiles ON owner_profiles.user_id = owners.id'
export const ALBUM_COLUMNS = ['albums.id', 'albums.name', 'albums.image', 'albums.release_date', 'albums.plays', 'albums.public', 'albums.owner_id']
export const ARTIST_COLUMNS = ['artists.id', 'artists.name', 'artists.image', 'artists.verified', 'artists.plays', 'artists.followers_count']
export const PLAYLIST_COLUMNS = [
  'playlists.id',
  'playlists.name',
  'playlists.description',
  'playlists.image',
  'playlists.public',
  'playlists.collaborative',
  'playlists.tracks_count',
  'playlists.plays',
  'playlists.owner_id',
]

/** Groups rows by a key, keeping their order. */
export function groupBy<T>(rows: T[], key: (row: T) => number) {
  const groups = new Map<number, T[]>()
  for (const row of rows) {
    const id = key(row)
    const list = groups.get(id)
    if (list) list.push(row)
    else groups.set(id, [row])
  }
  return groups
}

export const unique = (values: Array<number | null | undefined>) => [...new Set(values.filter((value): value is number => typeof value === 'number'))]
