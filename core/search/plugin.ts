import { definePlugin } from '#core/kernel/contract'

/**
 * Full-text search: builds and keeps the index of what every module declares
 * in its manifest's `searchables` (SQLite FTS5, MySQL/MariaDB FULLTEXT) and
 * gives modules the driver that matches against it (server/search_catalogue.ts).
 */
export default definePlugin({
  id: 'search',
  name: 'Search',
  description: 'The full-text index of every searchable the modules declare.',
})
