import db from '@adonisjs/lucid/services/db'
import type { CsvColumn } from '#core/kernel/lists/csv_export'
import type { AdminTrackRow } from '../../shared/api_types.js'
import { toIso } from '../services/shared/time.js'
import type { TracksListInput } from './tracks_list.js'
import { escapeLike } from '#core/kernel/database/like'

/**
 * The tracks the request's search and filters leave, as the keys a page is cut
 * by (id and the sort columns): one walk of a sort column's index that reads
 * nothing else (the migration cover_admin_tracks_list). The rows' other
 * columns are read for the page's ids only (withTrackDetails): joined into the
 * walk, they made SQLite sort every passing row (37-68 ms a page at 1M tracks).
 */
export function filteredTracks(input: TracksListInput, { index }: { index?: string } = {}) {
  const query = db.from('tracks').select('tracks.id', 'tracks.name', 'tracks.plays', 'tracks.created_at')
  // MySQL's index hint, which Lucid's builder has no words for: knex's own.
  if (index) query.knexQuery.fromRaw(`tracks FORCE INDEX (${index})`)
  // Case-insensitive on both: SQLite's LIKE folds ASCII, MySQL compares in the column's _ci collation.
  if (input.query) query.whereRaw(`tracks.name LIKE ? ESCAPE '!'`, [`%${escapeLike(input.query)}%`])
  if (input.genre)
    query.whereExists((genre) =>
      genre.from('genreables').where('genreables.genre_id', input.genre!).where('genreables.genreable_type', 'track').whereColumn('genreables.genreable_id', 'tracks.id')
    )
  if (input.played !== undefined) query.where('tracks.plays', input.played ? '>' : '=', 0)
  if (input.createdFrom) query.where('tracks.created_at', '>=', startOfDay(input.createdFrom))
  // The whole last day: before the start of the next one.
  if (input.createdTo) query.where('tracks.created_at', '<', startOfDay(input.createdTo, 1))
  return query
}

/**
 * The same over every track, as the admin's list walks them. On MariaDB the plays sort is held to the
 * covering index: for a cursor among tied plays (`plays = 1 AND id < x`) its planner took the plays-only
 * index, read every tied row for its name and date and sorted them (2.5 s a page 300 pages deep at 1M
 * tracks; 0.01 s on the covering index). SQLite picks the covering index by itself. The backstage lists
 * are an owner's few rows and keep the planner's choice.
 */
export function everyFilteredTrack(input: TracksListInput) {
  const walksPlays = input.sort === 'plays' && db.connection().dialect.name === 'mysql'
  return filteredTracks(input, walksPlays ? { index: 'tracks_plays_id_listed_index' } : {})
}

/** The listed tracks' rows (one query, in the order of `keys`), with their first artist, album and first genre. */
export async function withTrackDetails(keys: Record<string, unknown>[]): Promise<AdminTrackRow[]> {
  if (!keys.length) return []
  const rows = await db
    .from('tracks')
    .leftJoin('albums', 'albums.id', 'tracks.album_id')
    .whereIn(
      'tracks.id',
      keys.map((key) => Number(key.id))
    )
    .select('tracks.id', 'tracks.name', 'tracks.plays', 'tracks.duration', 'tracks.public', 'tracks.created_at', 'albums.name as album')
    .select(
      db.raw(
        `(SELECT artists.name FROM artist_track JOIN artists ON artists.id = artist_track.artist_id
          WHERE artist_track.track_id = tracks.id ORDER BY artist_track.position LIMIT 1) AS artist`
      ),
      db.raw(
        `(SELECT COALESCE(genres.display_name, genres.name) FROM genreables JOIN genres ON genres.id = genreables.genre_id
          WHERE genreables.genreable_type = 'track' AND genreables.genreable_id = tracks.id ORDER BY genres.id LIMIT 1) AS genre`
      )
    )
  const byId = new Map(rows.map((row) => [Number(row.id), row]))
  return keys.flatMap((key) => {
    const row = byId.get(Number(key.id))
    // A track deleted between the two reads is left out.
    return row ? [presentTrack(row)] : []
  })
}

export function presentTrack(row: Record<string, unknown>): AdminTrackRow {
  return {
    id: Number(row.id),
    name: String(row.name),
    artist: (row.artist as string | null) ?? null,
    album: (row.album as string | null) ?? null,
    genre: (row.genre as string | null) ?? null,
    plays: Number(row.plays),
    duration: row.duration === null ? null : Number(row.duration),
    public: Boolean(row.public),
    created_at: toIso(row.created_at),
  }
}

/** The export's columns, in the list's words. */
export const TRACK_CSV_COLUMNS: CsvColumn<AdminTrackRow>[] = [
  { header: 'ID', value: (track) => track.id },
  { header: 'Name', value: (track) => track.name },
  { header: 'Artist', value: (track) => track.artist },
  { header: 'Album', value: (track) => track.album },
  { header: 'Genre', value: (track) => track.genre },
  { header: 'Plays', value: (track) => track.plays },
  { header: 'Duration (s)', value: (track) => (track.duration === null ? null : Math.round(track.duration / 1000)) },
  { header: 'Public', value: (track) => (track.public ? 'yes' : 'no') },
  { header: 'Added', value: (track) => track.created_at },
]


/** Midnight (UTC) starting the day VineJS parsed (at local midnight), plus `days`, as created_at's timestamp text. */
function startOfDay(day: Date, days = 0) {
  const utc = new Date(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate() + days))
  return `${utc.toISOString().slice(0, 10)} 00:00:00`
}
