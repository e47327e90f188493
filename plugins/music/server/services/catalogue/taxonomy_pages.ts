import db from '@adonisjs/lucid/services/db'
import { MORPH } from '../../models/columns.js'
import { notFound } from '../shared/errors.js'
import type { Viewer } from '../shared/viewer.js'
import { whereVisible } from '../shared/visibility.js'
import { toPage, window, type PageRequest } from '../shared/pagination.js'
import { ALBUM_COLUMNS, ARTIST_COLUMNS, TRACK_COLUMNS } from '../summaries/columns.js'
import { trackSummaries } from '../summaries/tracks.js'
import { albumSummaries } from '../summaries/albums.js'
import { toArtistSummary } from '../summaries/artists.js'
import { toGenreSummary, toTagSummary } from '../summaries/taxonomy.js'

/** Genres and tags work alike: a named term linked to items through a polymorphic pivot. */
export const TAXONOMIES = {
  genre: { table: 'genres', pivot: 'genreables', key: 'genre_id', type: 'genreable_type', item: 'genreable_id', summary: toGenreSummary },
  tag: { table: 'tags', pivot: 'taggables', key: 'tag_id', type: 'taggable_type', item: 'taggable_id', summary: toTagSummary },
} as const
export type Taxonomy = keyof typeof TAXONOMIES

/** Item kinds a term page lists, with how to load and summarise them. */
const LISTS = {
  tracks: {
    table: 'tracks',
    morph: MORPH.track,
    columns: TRACK_COLUMNS,
    private: true,
    summarise: (rows: any[], viewer: Viewer) => trackSummaries(rows, viewer),
  },
  albums: {
    table: 'albums',
    morph: MORPH.album,
    columns: ALBUM_COLUMNS,
    private: true,
    summarise: (rows: any[]) => albumSummaries(rows),
  },
  artists: {
    table: 'artists',
    morph: MORPH.artist,
    columns: ARTIST_COLUMNS,
    private: false,
    summarise: async (rows: any[]) => rows.map(toArtistSummary),
  },
} as const
export type TermList = keyof typeof LISTS

/** Names in URLs are matched without regard to case ('Hip Hop', 'hip hop'). */
export async function findTerm(taxonomy: Taxonomy, name: string) {
  const row = await db.from(TAXONOMIES[taxonomy].table).where('name', name.toLowerCase()).first()
  if (!row) throw notFound()
  return row
}

export async function termPage(taxonomy: Taxonomy, name: string) {
  const row = await findTerm(taxonomy, name)
  return { [taxonomy]: TAXONOMIES[taxonomy].summary(row) }
}

/** One page of the term's tracks, albums or artists, most played first. */
export async function termItems(taxonomy: Taxonomy, name: string, list: TermList, page: PageRequest, viewer: Viewer) {
  const term = TAXONOMIES[taxonomy]
  const kind = LISTS[list]
  const row = await findTerm(taxonomy, name)
  const query = db
    .from(term.pivot)
    .join(kind.table, `${kind.table}.id`, `${term.pivot}.${term.item}`)
    .where(`${term.pivot}.${term.key}`, row.id)
    .where(`${term.pivot}.${term.type}`, kind.morph)
    .orderBy(`${kind.table}.plays`, 'desc')
    .orderBy(`${kind.table}.id`, 'desc')
    .select(kind.columns)
  if (kind.private) whereVisible(query, kind.table, viewer)
  const { limit, offset } = window(page)
  const rows = await query.limit(limit).offset(offset)
  return { [taxonomy]: term.summary(row), pagination: await toPage<any, unknown>(rows, page, (kept) => kind.summarise(kept, viewer)) }
}
