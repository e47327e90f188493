import { definePlugin } from '#core/kernel/contract'
import { searchRoutes } from './server/routes.js'

/**
 * Full-text search: builds and keeps the index of what every module declares
 * in its manifest's `searchables` (SQLite FTS5, a words table on MySQL/MariaDB),
 * gives modules the driver that matches against it (server/search_catalogue.ts)
 * and answers GET /api/v1/search/:searchable for any of them.
 */
export default definePlugin({
  id: 'search',
  name: 'Search',
  description: 'The full-text index of every searchable the modules declare.',
  routes: searchRoutes,
})
