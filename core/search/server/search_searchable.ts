import type { SearchableDefinition, SearchViewer } from '#core/kernel/contract'
import { readRows } from '#core/kernel/database/read_rows'
import { searchDriver } from './search_catalogue.js'
import { queryTerms } from './query_terms.js'

/** Full-text matches read per search, before the page is cut from them. */
const CANDIDATES = 200

/**
 * One searchable's matches for what was typed, presented as its module
 * declared: the most popular first where it names a popularity column,
 * then the newest. Private rows show to their owner only. The plain
 * ranking any declared searchable gets; a module that ranks its own
 * (music's search_service.ts) searches through the catalogue instead.
 */
export async function searchSearchable(searchable: SearchableDefinition, query: string, viewer: SearchViewer, limit: number) {
  const terms = queryTerms(query)
  if (!terms.words.length) return []
  const { table } = searchable
  const [matches, bindings] = await searchDriver().candidates(searchable, terms, CANDIDATES)
  let where = `${table}.id IN (${matches})`
  if (searchable.private) {
    where += viewer.userId === null ? ` AND ${table}.public = 1` : ` AND (${table}.public = 1 OR ${table}.owner_id = ?)`
    if (viewer.userId !== null) bindings.push(viewer.userId)
  }
  const order = [...(searchable.popularity ? [`${table}.${searchable.popularity} DESC`] : []), `${table}.id DESC`]
  const presenter = await searchable.results()
  const rows = await readRows(`${presenter.select} WHERE ${where} ORDER BY ${order.join(', ')} LIMIT ?`, [...bindings, limit])
  return presenter.present(rows, viewer)
}
