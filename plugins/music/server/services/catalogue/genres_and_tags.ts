import { rawRows } from '../shared/raw_rows.js'
import { toGenreSummary, toTagSummary, type GenreSummary, type TagSummary } from '../summaries/taxonomy.js'

/** Genres of one artist, album or track, most popular first. */
export async function genresOf(type: string, id: number): Promise<GenreSummary[]> {
  const rows = await rawRows(
    'SELECT genres.* FROM genreables JOIN genres ON genres.id = genreables.genre_id WHERE genreables.genreable_type = ? AND genreables.genreable_id = ? ORDER BY genres.popularity DESC',
    [type, id]
  )
  return rows.map(toGenreSummary)
}

/**
 * Genres (most popular first) and tags (by name) of one album or track, in
 * one statement: pages that show both save a round trip.
 */
export async function genresAndTagsOf(type: string, id: number): Promise<{ genres: GenreSummary[]; tags: TagSummary[] }> {
  const rows = await rawRows(
    `SELECT 'genre' AS kind, genres.id, genres.name, genres.display_name, genres.image, genres.popularity ` +
      `FROM genreables JOIN genres ON genres.id = genreables.genre_id WHERE genreables.genreable_type = ? AND genreables.genreable_id = ? ` +
      `UNION ALL SELECT 'tag' AS kind, tags.id, tags.name, tags.display_name, NULL, 0 ` +
      `FROM taggables JOIN tags ON tags.id = taggables.tag_id WHERE taggables.taggable_type = ? AND taggables.taggable_id = ? ` +
      `ORDER BY kind, popularity DESC, name`,
    [type, id, type, id]
  )
  return {
    genres: rows.filter((row) => row.kind === 'genre').map(toGenreSummary),
    tags: rows.filter((row) => row.kind === 'tag').map(toTagSummary),
  }
}
