import db from '@adonisjs/lucid/services/db'
import type { CsvColumn } from '#core/kernel/lists/csv_export'
import { nothingToAudit, recordAudit } from '#core/audit/server/record_audit'
import type { AdminAlbumRow, AdminArtistRow } from '../../shared/editor_types.js'
import { whereContains } from '../services/admin/contains_text.js'
import { toDay, toIso } from '../services/shared/time.js'
import type { AlbumsListInput, ArtistsListInput } from './admin_catalogue_lists.js'

/** The albums the search and filters leave, with what a row shows (one query, no per-row lookups). */
export function filteredAlbums(input: AlbumsListInput) {
  const query = db
    .from('albums')
    .select('albums.id', 'albums.name', 'albums.plays', 'albums.public', 'albums.status', 'albums.release_date', 'albums.created_at')
    .select(
      db.raw(
        `(SELECT artists.name FROM album_artist JOIN artists ON artists.id = album_artist.artist_id
          WHERE album_artist.album_id = albums.id ORDER BY album_artist.position LIMIT 1) AS artist`
      ),
      db.raw('(SELECT COUNT(*) FROM tracks WHERE tracks.album_id = albums.id) AS tracks_count')
    )
  if (input.query) whereContains(query, 'albums.name', input.query)
  if (input.public !== undefined) query.where('albums.public', input.public)
  if (input.draft !== undefined) query.where('albums.status', input.draft ? 'draft' : 'published')
  return query
}

export function presentAlbum(row: Record<string, unknown>): AdminAlbumRow {
  return {
    id: Number(row.id),
    name: String(row.name),
    artist: (row.artist as string | null) ?? null,
    tracks_count: Number(row.tracks_count),
    plays: Number(row.plays),
    public: Boolean(row.public) && row.status !== 'draft',
    release_date: toDay(row.release_date),
    created_at: toIso(row.created_at),
  }
}

export const ALBUM_CSV_COLUMNS: CsvColumn<AdminAlbumRow>[] = [
  { header: 'ID', value: (album) => album.id },
  { header: 'Name', value: (album) => album.name },
  { header: 'Artist', value: (album) => album.artist },
  { header: 'Tracks', value: (album) => album.tracks_count },
  { header: 'Plays', value: (album) => album.plays },
  { header: 'Public', value: (album) => (album.public ? 'yes' : 'no') },
  { header: 'Released', value: (album) => album.release_date },
  { header: 'Added', value: (album) => album.created_at },
]

export function filteredArtists(input: ArtistsListInput) {
  const query = db
    .from('artists')
    .select('artists.id', 'artists.name', 'artists.plays', 'artists.verified', 'artists.created_at')
    .select(
      db.raw('(SELECT COUNT(*) FROM album_artist WHERE album_artist.artist_id = artists.id) AS albums_count'),
      db.raw('(SELECT COUNT(*) FROM artist_track WHERE artist_track.artist_id = artists.id) AS tracks_count')
    )
  if (input.query) whereContains(query, 'artists.name', input.query)
  if (input.verified !== undefined) query.where('artists.verified', input.verified)
  return query
}

export function presentArtist(row: Record<string, unknown>): AdminArtistRow {
  return {
    id: Number(row.id),
    name: String(row.name),
    verified: Boolean(row.verified),
    albums_count: Number(row.albums_count),
    tracks_count: Number(row.tracks_count),
    plays: Number(row.plays),
    created_at: toIso(row.created_at),
  }
}

export const ARTIST_CSV_COLUMNS: CsvColumn<AdminArtistRow>[] = [
  { header: 'ID', value: (artist) => artist.id },
  { header: 'Name', value: (artist) => artist.name },
  { header: 'Verified', value: (artist) => (artist.verified ? 'yes' : 'no') },
  { header: 'Albums', value: (artist) => artist.albums_count },
  { header: 'Tracks', value: (artist) => artist.tracks_count },
  { header: 'Plays', value: (artist) => artist.plays },
  { header: 'Added', value: (artist) => artist.created_at },
]

/** Polymorphic rows naming albums or artists by type and id: no foreign key removes them. */
const REFERENCES = [
  { table: 'genreables', type: 'genreable_type', id: 'genreable_id' },
  { table: 'taggables', type: 'taggable_type', id: 'taggable_id' },
  { table: 'channelables', type: 'channelable_type', id: 'channelable_id' },
  { table: 'likes', type: 'likeable_type', id: 'likeable_id' },
  { table: 'reposts', type: 'repostable_type', id: 'repostable_id' },
  { table: 'comments', type: 'commentable_type', id: 'commentable_id' },
  { table: 'follows', type: 'followable_type', id: 'followable_id' },
] as const

/**
 * Deletes albums or artists for the admin lists, in one transaction, each an
 * audit entry. Foreign keys do the rest: an album's tracks stay as singles
 * (album_id set to null), an artist's credits and managers go. Final when it
 * runs: the list's undo happens in the browser before the request is sent.
 */
export async function deleteCatalogueRows(type: 'album' | 'artist', ids: number[]) {
  const table = `${type}s`
  return db.transaction(async (trx) => {
    const rows = await trx.from(table).whereIn('id', ids)
    if (!rows.length) {
      nothingToAudit()
      return 0
    }
    const existing = rows.map((row) => Number(row.id))
    for (const reference of REFERENCES) await trx.from(reference.table).where(reference.type, type).whereIn(reference.id, existing).delete()
    await trx.from(table).whereIn('id', existing).delete()
    for (const row of rows) await recordAudit(trx, { action: `${type}.deleted`, subject: { type, id: row.id }, before: row, after: null })
    return existing.length
  })
}
