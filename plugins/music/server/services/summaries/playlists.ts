import type { Playlist as PlaylistSummary, UserSummary } from '../../../shared/api_types.js'
import { toUserSummary, userSummaries } from './users.js'
import { unique } from './columns.js'

export type { PlaylistSummary }

/** The owner of a row read with PLAYLIST_OWNER_COLUMNS (null when it has none). */
function joinedOwner(row: any): UserSummary | null {
  if (row.owner_user_id === null) return null
  return toUserSummary({
    id: row.owner_id,
    first_name: row.owner_first_name,
    last_name: row.owner_last_name,
    image: row.owner_image,
    display_name: row.owner_display_name,
  })
}

/**
 * Playlist rows (PLAYLIST_COLUMNS) with their owners, in one extra query;
 * rows read with PLAYLIST_OWNER_COLUMNS already carry their owner: none.
 */
export async function playlistSummaries(rows: any[]): Promise<PlaylistSummary[]> {
  if (!rows.length) return []
  const ownersJoined = 'owner_user_id' in rows[0]
  const owners = ownersJoined ? null : await userSummaries(unique(rows.map((row) => row.owner_id)))
  return rows.map((row) => ({
    model_type: 'playlist',
    id: row.id,
    name: row.name,
    description: row.description ?? null,
    image: row.image ?? null,
    public: Boolean(row.public),
    collaborative: Boolean(row.collaborative),
    tracks_count: Number(row.tracks_count),
    plays: Number(row.plays),
    owner: owners ? (owners.get(row.owner_id) ?? null) : joinedOwner(row),
  }))
}
