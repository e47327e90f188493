/**
 * The tables search covers, the text columns it indexes, how results are
 * ranked after the match (popularity) and whether rows can be private. Read
 * by the migration that builds the full-text indexes and by both drivers.
 */
export interface Searchable {
  table: string
  columns: readonly string[]
  /** Column ordering equally good matches, most popular first (null: newest first). */
  popularity: string | null
  /** Rows carry `public` and `owner_id`: others' private rows never show. */
  private: boolean
}

export const SEARCHABLES = {
  artists: { table: 'artists', columns: ['name'], popularity: 'plays', private: false },
  albums: { table: 'albums', columns: ['name'], popularity: 'plays', private: true },
  tracks: { table: 'tracks', columns: ['name'], popularity: 'plays', private: true },
  playlists: { table: 'playlists', columns: ['name'], popularity: 'plays', private: true },
  tags: { table: 'tags', columns: ['name'], popularity: null, private: false },
  users: { table: 'users', columns: ['first_name', 'last_name'], popularity: null, private: false },
} as const satisfies Record<string, Searchable>

export type SearchableType = keyof typeof SEARCHABLES
export const SEARCHABLE_TYPES = Object.keys(SEARCHABLES) as SearchableType[]

/** Name of the FTS5 table shadowing `table` (SQLite). */
export const ftsTable = (table: string) => `${table}_fts`

/** Name of the FULLTEXT index on `table` (MySQL / MariaDB). */
export const fulltextIndex = (table: string) => `${table}_search_fulltext`
