import type { Viewer } from '../services/shared/viewer.js'
import type { Searchable } from './searchables.js'

export interface SearchRequest {
  searchable: Searchable
  /** Lower-case words (queryTerms); never empty. */
  terms: string[]
  limit: number
  offset: number
  viewer: Viewer
}

/**
 * A full-text engine. Returns ids of matching rows the viewer may see, best
 * first: exact name, then names starting with the query, then other matches;
 * among equals, the most popular. Hydrating the ids is not its job.
 */
export interface SearchDriver {
  ids(request: SearchRequest): Promise<number[]>
}

/** The display text each searchable is ranked on (users have two name columns). */
export function labelSql(searchable: Searchable, alias: string, dialect: 'sqlite' | 'mysql') {
  if (searchable.columns.length === 1) return `${alias}.${searchable.columns[0]}`
  const parts = searchable.columns.map((column) => `${alias}.${column}`)
  return dialect === 'mysql'
    ? `CONCAT_WS(' ', ${parts.join(', ')})`
    : `TRIM(${parts.map((part) => `COALESCE(${part}, '')`).join(` || ' ' || `)})`
}

/** WHERE fragment hiding others' private rows, and its bindings. */
export function visibilitySql(searchable: Searchable, alias: string, viewer: Viewer): [string, unknown[]] {
  if (!searchable.private) return ['1 = 1', []]
  if (viewer.userId === null) return [`${alias}.public = 1`, []]
  return [`(${alias}.public = 1 OR ${alias}.owner_id = ?)`, [viewer.userId]]
}

/** ORDER BY popularity then newest, after the match tier. */
export function popularitySql(searchable: Searchable, alias: string) {
  return searchable.popularity ? `${alias}.${searchable.popularity} DESC, ${alias}.id DESC` : `${alias}.id DESC`
}
