import type { UserSummary } from './users.js'
import { userSummaries } from './users.js'
import { unique } from './columns.js'

export interface PlaylistSummary {
  model_type: 'playlist'
  id: number
  name: string
  description: string | null
  image: string | null
  public: boolean
  collaborative: boolean
  tracks_count: number
  plays: number
  owner: UserSummary | null
}

/** Playlist rows (PLAYLIST_COLUMNS) with their owners, in one extra query. */
export async function playlistSummaries(rows: any[]): Promise<PlaylistSummary[]> {
  if (!rows.length) return []
  const owners = await userSummaries(unique(rows.map((row) => row.owner_id)))
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
    owner: owners.get(row.owner_id) ?? null,
  }))
}
