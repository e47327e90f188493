import db from '@adonisjs/lucid/services/db'
import { MORPH } from '../../models/columns.js'
import { notFound } from '../shared/errors.js'
import type { Viewer } from '../shared/viewer.js'
import { visibleSql } from '../shared/visibility.js'
import { toPage, window, type PageRequest } from '../shared/pagination.js'
import { ALBUM_COLUMNS, ARTIST_COLUMNS, TRACK_COLUMNS } from '../summaries/columns.js'
import { trackSummaries } from '../summaries/tracks.js'
import { albumSummaries } from '../summaries/albums.js'
import { toArtistSummary } from '../summaries/artists.js'
import { toGenreSummary, toTagSummary } from '../summaries/taxonomy.js'
import { mostPlayedLinked } from './most_played_linked.js'

/** Genres and tags work alike: a named term linked to items through a polymorphic pivot. */
export const TAXONOMIES = {
  genre: { table: 'genres', pivot: 'genreables', summary: toGenreSummary },
  tag: { table: 'tags', pivot: 'taggables', summary: toTagSummary },
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
  const { limit, offset } = window(page)
  const rows = await mostPlayedLinked({
    pivot: term.pivot,
    termIds: [row.id],
    table: kind.table,
    morph: kind.morph,
    limit,
    offset,
    select: [kind.columns.join(', '), []],
    where: kind.private ? visibleSql(kind.table, viewer) : undefined,
  })
  return { [taxonomy]: term.summary(row), pagination: await toPage<any, unknown>(rows, page, (kept) => kind.summarise(kept, viewer)) }
}
