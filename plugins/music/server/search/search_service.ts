import db from '@adonisjs/lucid/services/db'
import type { Viewer } from '../services/shared/viewer.js'
import type { PageRequest } from '../services/shared/pagination.js'
import { toPage } from '../services/shared/pagination.js'
import { ALBUM_COLUMNS, ARTIST_COLUMNS, PLAYLIST_COLUMNS, TRACK_COLUMNS } from '../services/summaries/columns.js'
import { trackSummaries } from '../services/summaries/tracks.js'
import { albumSummaries } from '../services/summaries/albums.js'
import { toArtistSummary } from '../services/summaries/artists.js'
import { playlistSummaries } from '../services/summaries/playlists.js'
import { toUserSummary, userQuery } from '../services/summaries/users.js'
import { toTagSummary } from '../services/summaries/taxonomy.js'
import { queryTerms } from './query_terms.js'
import { SEARCHABLES, SEARCHABLE_TYPES, type SearchableType } from './searchables.js'
import type { SearchDriver } from './search_driver.js'
import { SqliteFtsDriver } from './sqlite_fts_driver.js'
import { MysqlFulltextDriver } from './mysql_fulltext_driver.js'

/** Results per type in the "all" tab. */
export const ALL_TAB_LIMIT = 8

const drivers: { sqlite?: SearchDriver; mysql?: SearchDriver } = {}

/** The driver for the connection's dialect (FULLTEXT on MySQL/MariaDB, FTS5 on SQLite). */
export function searchDriver(): SearchDriver {
  return db.connection().dialect.name === 'mysql'
    ? (drivers.mysql ??= new MysqlFulltextDriver())
    : (drivers.sqlite ??= new SqliteFtsDriver())
}

/** Loads summaries for ranked ids (in one or two queries per type), keeping the rank order. */
const HYDRATORS: Record<SearchableType, (ids: number[], viewer: Viewer) => Promise<unknown[]>> = {
  tracks: async (ids, viewer) => trackSummaries(inOrder(ids, await db.from('tracks').whereIn('id', ids).select(TRACK_COLUMNS)), viewer),
  albums: async (ids) => albumSummaries(inOrder(ids, await db.from('albums').whereIn('id', ids).select(ALBUM_COLUMNS))),
  artists: async (ids) => inOrder(ids, await db.from('artists').whereIn('id', ids).select(ARTIST_COLUMNS)).map(toArtistSummary),
  playlists: async (ids) => playlistSummaries(inOrder(ids, await db.from('playlists').whereIn('id', ids).select(PLAYLIST_COLUMNS))),
  users: async (ids) => inOrder(ids, await userQuery().whereIn('users.id', ids)).map(toUserSummary),
  tags: async (ids) => inOrder(ids, await db.from('tags').whereIn('id', ids)).map(toTagSummary),
}

function inOrder(ids: number[], rows: any[]) {
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.map((id) => byId.get(id)).filter(Boolean)
}

async function searchType(type: SearchableType, terms: string[], limit: number, offset: number, viewer: Viewer) {
  if (!terms.length) return []
  const ids = await searchDriver().ids({ searchable: SEARCHABLES[type], terms, limit, offset, viewer })
  return ids.length ? HYDRATORS[type](ids, viewer) : []
}

/** One type, paginated. */
export async function searchPage(query: string, type: SearchableType, page: PageRequest, viewer: Viewer) {
  const terms = queryTerms(query)
  const rows = await searchType(type, terms, page.perPage + 1, (page.page - 1) * page.perPage, viewer)
  return { query, type, pagination: await toPage(rows, page, (kept) => kept) }
}

/** The "all" tab: the best few of every type. */
export async function searchAll(query: string, viewer: Viewer) {
  const terms = queryTerms(query)
  const lists = await Promise.all(SEARCHABLE_TYPES.map((type) => searchType(type, terms, ALL_TAB_LIMIT, 0, viewer)))
  return { query, type: 'all', results: Object.fromEntries(SEARCHABLE_TYPES.map((type, index) => [type, lists[index]])) }
}
