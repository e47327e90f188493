import { toDay } from '../shared/time.js'
import type { Album as AlbumSummary } from '../../../shared/api_types.js'
import { groupBy } from './columns.js'
import { placeholders, rawRows } from '../shared/raw_rows.js'

export type { AlbumSummary }

/** Album rows (ALBUM_COLUMNS) with their artists, in one extra query. */
export async function albumSummaries(rows: any[]): Promise<AlbumSummary[]> {
  if (!rows.length) return []
  const ids = rows.map((row) => row.id as number)
  // By album, then credit order: the order of the (album_id, position, artist_id) index, read without a sort.
  const artistRows = await rawRows(
    `SELECT album_artist.album_id, artists.id, artists.name, artists.image FROM album_artist JOIN artists ON artists.id = album_artist.artist_id ` +
      `WHERE album_artist.album_id IN (${placeholders(ids.length)}) ORDER BY album_artist.album_id, album_artist.position`,
    ids
  )
  const artistsByAlbum = groupBy(artistRows, (row) => row.album_id)
  return rows.map((row) => ({
    model_type: 'album',
    id: row.id,
    name: row.name,
    image: row.image ?? null,
    release_date: toDay(row.release_date),
    plays: Number(row.plays),
    public: Boolean(row.public),
    owner_id: row.owner_id ?? null,
    artists: (artistsByAlbum.get(row.id) ?? []).map(({ id, name, image }) => ({ id, name, image: image ?? null })),
  }))
}
