import type { SearchableDefinition } from '#core/kernel/contract'

/** What the drivers, the index and the ranking read of a declared searchable: where its text is and how it ranks. */
export type Searchable = Pick<SearchableDefinition, 'table' | 'columns' | 'popularity' | 'private'>

/** Name of the FTS5 table shadowing `table` (SQLite). */
export const ftsTable = (table: string) => `${table}_fts`

/** Name of the FULLTEXT index on `table` (MySQL / MariaDB). */
export const fulltextIndex = (table: string) => `${table}_search_fulltext`

/** Name of the SQLite index of a single name column without ASCII case (name_lookups.ts). */
export const nocaseIndex = (table: string, column: string) => `${table}_${column}_nocase_index`
