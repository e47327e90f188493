import db from '@adonisjs/lucid/services/db'
import { toGenreSummary, toTagSummary, type GenreSummary, type TagSummary } from '../summaries/taxonomy.js'

/** Genres of one artist, album or track, most popular first. */
export async function genresOf(type: string, id: number): Promise<GenreSummary[]> {
  const rows = await db
    .from('genreables')
    .join('genres', 'genres.id', 'genreables.genre_id')
    .where({ 'genreables.genreable_type': type, 'genreables.genreable_id': id })
    .orderBy('genres.popularity', 'desc')
    .select('genres.*')
  return rows.map(toGenreSummary)
}

/** Tags of one album or track, by name. */
export async function tagsOf(type: string, id: number): Promise<TagSummary[]> {
  const rows = await db
    .from('taggables')
    .join('tags', 'tags.id', 'taggables.tag_id')
    .where({ 'taggables.taggable_type': type, 'taggables.taggable_id': id })
    .orderBy('tags.name')
    .select('tags.*')
  return rows.map(toTagSummary)
}
