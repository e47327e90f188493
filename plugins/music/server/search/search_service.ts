import type { SearchResultsPresenter } from '#core/kernel/contract'
import { declaredSearchable, permittedSearchables, searchDialect, searchDriver } from '#core/search/server/search_catalogue'
import { labelSql } from '#core/search/server/drivers/search_driver'
import { exactNames } from '#core/search/server/name_lookups'
import { candidateCondition, type IdSource } from '#core/search/server/candidate_ids'
import { foldedTerms, foldedWords, likePrefix, matchesTerms, normalisedQuery, queryTerms, type SearchTerms } from '#core/search/server/query_terms'
import { ReadCache } from '#core/kernel/cache/read_cache'
import { viewerCacheKey, type Viewer } from '../services/shared/viewer.js'
import type { PageRequest } from '../services/shared/pagination.js'
import { toPage } from '../services/shared/pagination.js'
import { visibleSql } from '../services/shared/visibility.js'
import { rawRows } from '../services/shared/raw_rows.js'
import { publicProfileSql } from '../services/profiles/public_profiles.js'
import { SEARCHABLE_TYPES, type SearchableType } from './searchables.js'
import { PEOPLE_RESULTS } from './search_results.js'
import { popularMatches } from './popular_head.js'
import { headPlan } from './head_plan.js'
import { artistSongs } from './artist_songs.js'
import type { Page, SearchAll, SearchPage, SearchResultItems, SearchResults } from '../../shared/api_types.js'

/** Results per type in the "all" tab. */
export const ALL_TAB_LIMIT = 8
/** Full-text matches ranked per search: every match when there are fewer, the newest ones otherwise. */
const CANDIDATES = 200
/** Matches taken from the most played rows (popular_head.ts), on top of the full-text ones. */
const POPULAR_CANDIDATES = 100
/** Rows named exactly like the query, on top of the full-text ones. */
const EXACT_CANDIDATES = 100
/**
 * What matching several words may cost per type in the all tab. FTS5 walks
 * every row holding any of the words, to the end when fewer than CANDIDATES
 * rows hold them all ("the gold" read a third of the tracks: 3.4 ms); past
 * ALL_TAB_WALK doclist entries (estimated, about 50 µs) the all tab ranks up
 * to ALL_TAB_NAMES names starting with the query instead, besides the
 * popular head and the exact names. A type's own tab matches every word.
 */
const ALL_TAB_WALK = 3000
const ALL_TAB_NAMES = 50

/** Per type, how its ranked rows become results: as declared with the searchable, people as music shows them (search_results.ts). */
const presenters = new Map<SearchableType, Promise<SearchResultsPresenter>>()
function presenterOf<Tab extends SearchableType>(type: Tab) {
  let presenter = presenters.get(type)
  if (!presenter) {
    presenter = type === 'users' ? Promise.resolve(PEOPLE_RESULTS) : declaredSearchable(type).then((searchable) => searchable.results())
    presenters.set(type, presenter)
  }
  // The catalogue hands back the presenter searchables.ts declared for the tab, typed in search_results.ts; the kernel's contract erases that type.
  return presenter as Promise<SearchResultsPresenter<SearchResultItems[Tab]>>
}

/**
 * One type's matches, best first: exact name, then names starting with the
 * query, then the rest (for songs, also those of the artists the query
 * names); among equals the most played, then the newest.
 * Ranked candidates: the driver's full-text matches (all of them up to
 * CANDIDATES), the most played matching rows and the rows named exactly like
 * the query, so a common word still brings its hits and exact names first,
 * in one ranking query whatever the number of matches. Full-text matches
 * that cannot reach the requested rows are left out before they are read
 * (head_plan.ts).
 */
async function searchType(type: SearchableType, terms: SearchTerms, limit: number, offset: number, viewer: Viewer, allTab = false) {
  if (!terms.words.length) return []
  const searchable = await declaredSearchable(type)
  const dialect = searchDialect()
  const { table } = searchable
  const popular = await popularMatches(searchable, terms, POPULAR_CANDIDATES)
  const plan = headPlan(popular, terms, limit + offset, dialect)
  const budget = allTab ? { walk: popular.walk, limit: ALL_TAB_WALK, cap: ALL_TAB_NAMES } : undefined
  const text = normalisedQuery(terms.words)
  const label = labelSql(searchable, table, dialect)
  const sources: IdSource[] = []
  if (plan.fullText !== 'none') {
    const driver = searchDriver()
    sources.push(
      plan.fullText === 'starting'
        ? await driver.startingCandidates(searchable, terms, CANDIDATES, budget)
        : searchable.popularity
          ? await driver.candidates(searchable, terms, CANDIDATES, budget)
          : await driver.newestAndStartingCandidates(searchable, terms, CANDIDATES, limit + offset)
    )
  }
  if (plan.fullText !== 'all' && searchable.private && viewer.userId !== null) {
    // The viewer's private rows are not in the head, whose floor says nothing of their plays.
    const [matchSql, matchBindings] = await searchDriver().candidates(searchable, terms, CANDIDATES, budget)
    sources.push([`SELECT id FROM ${table} WHERE owner_id = ? AND public = 0 AND id IN (${matchSql})`, [viewer.userId, ...matchBindings]])
  }
  if (searchable.columns.length === 1) sources.push(exactNames(searchable, terms, EXACT_CANDIDATES, dialect))
  // Songs are found by their artist's name too; ranked with the rest, after names matching the query.
  if (type === 'tracks') sources.push(await artistSongs(terms, dialect))
  const [candidates, bindings] = candidateCondition(table, sources, plan.rows.map((row) => row.id), dialect)
  let where = candidates
  if (searchable.private) {
    const [visible, visibleBindings] = visibleSql(table, viewer)
    where += ` AND ${visible}`
    bindings.push(...visibleBindings)
  }
  // Guests find people by their public profiles only: names are no directory of accounts. Signed-in
  // people find anyone by name, to invite them to a playlist (collaborators_dialog.tsx).
  if (type === 'users' && viewer.userId === null) where += ` AND ${publicProfileSql('users.id')}`
  const order = [`CASE WHEN lower(${label}) = ? THEN 0 WHEN lower(${label}) LIKE ? ESCAPE '!' THEN 1 ELSE 2 END`]
  bindings.push(text, likePrefix(text))
  if (searchable.popularity) order.push(`${table}.${searchable.popularity} DESC`)
  order.push(`${table}.id DESC`)
  const rows = await rawRows(`${(await presenterOf(type)).select} WHERE ${where} ORDER BY ${order.join(', ')} LIMIT ? OFFSET ?`, [...bindings, limit, offset])
  // The popular head is a few minutes old at most: a row renamed since then is checked against its new name.
  const headLabels = new Map(plan.rows.map((row) => [row.id, row.label]))
  const folded = foldedTerms(terms)
  return rows.filter((row) => {
    const name = row[searchable.columns[0]]
    return !headLabels.has(row.id) || headLabels.get(row.id) === name || matchesTerms(foldedWords(name ?? ''), folded)
  })
}

/**
 * Results of repeated searches (type-ahead sends the same prefixes again and
 * again) until a write drops them (see ReadCache). Keyed by the query's words,
 * the tab and page, and the viewer: their own private rows and their "liked"
 * flags are part of the result, so no one else is answered from it.
 */
const pages = new ReadCache<Page<SearchResultItems[SearchableType]>>('music.search.page')
const allTabs = new ReadCache<SearchResults>('music.search.all')
// "lucid" (still typing) and "lucid " (a whole word) are different searches.
const resultKey = (terms: SearchTerms, viewer: Viewer, ...rest: unknown[]) =>
  [normalisedQuery(terms.words), terms.prefixLast, viewerCacheKey(viewer), ...rest].join('\u0000')

/** One type, paginated; empty for a viewer without the searchable's permission. */
export async function searchPage(query: string, type: SearchableType, page: PageRequest, viewer: Viewer): Promise<SearchPage> {
  const terms = queryTerms(query)
  const pagination = await pages.get(resultKey(terms, viewer, type, page.page, page.perPage), async () => {
    const permitted = await permittedSearchables([type], viewer.userId)
    const rows = permitted.has(type) ? await searchType(type, terms, page.perPage + 1, (page.page - 1) * page.perPage, viewer) : []
    return toPage(rows, page, async (kept) => (await presenterOf(type)).present(kept, viewer))
  })
  return { query, type, pagination }
}

/** The "all" tab: the best few of every type the viewer may see. */
export async function searchAll(query: string, viewer: Viewer): Promise<SearchAll> {
  const terms = queryTerms(query)
  const found = await allTabs.get(resultKey(terms, viewer, 'all'), async () => {
    const permitted = await permittedSearchables(SEARCHABLE_TYPES, viewer.userId)
    const lists = await Promise.all(
      SEARCHABLE_TYPES.map(async (type) =>
        permitted.has(type) ? (await presenterOf(type)).present(await searchType(type, terms, ALL_TAB_LIMIT, 0, viewer, true), viewer) : []
      )
    )
    // Each list is its tab's presenter's (presenterOf); fromEntries cannot carry a type per key.
    return Object.fromEntries(SEARCHABLE_TYPES.map((type, index) => [type, lists[index]])) as SearchResults
  })
  return { query, type: 'all', results: found }
}
