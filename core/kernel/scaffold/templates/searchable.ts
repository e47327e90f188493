import type { ScaffoldTemplate } from '../scaffold_template.js'

/**
 * server/search/items_searchable.ts: the items table as a searchable of
 * core/search (docs/plugins.md, Searchables), found by its titles through
 * GET /api/v1/search/<id>_items by whoever holds the view permission.
 */
export const searchableTemplate: ScaffoldTemplate = {
  path: () => 'server/search/items_searchable.ts',
  manifest: () => ({
    imports: [{ from: './server/search/items_searchable.js', names: ['ITEMS_SEARCHABLE'] }],
    fields: ['searchables: [ITEMS_SEARCHABLE],'],
  }),
  contents: ({ snake, constant }) => `import type { SearchableDefinition, SearchResultsPresenter } from '#core/kernel/contract'
import { ${constant}_VIEW } from '../../permissions.js'

/** How a found item is shown: the rows the search ranked become these, in order. */
const ITEM_RESULTS: SearchResultsPresenter = {
  select: 'SELECT ${snake}_items.id, ${snake}_items.title FROM ${snake}_items',
  present: (rows: Array<{ id: number; title: string }>) => rows.map(({ id, title }) => ({ model_type: '${snake}_item', id, title })),
}

export const ITEMS_SEARCHABLE = {
  name: '${snake}_items',
  table: '${snake}_items',
  columns: ['title'],
  permission: ${constant}_VIEW,
  results: async () => ITEM_RESULTS,
} satisfies SearchableDefinition
`,
}

/**
 * server/migrations/<timestamp + 1>_index_<id>_items_for_search.ts: core/search
 * built the indexes of the searchables declared when its own migration ran,
 * before this plugin existed, so the plugin builds its index itself (after
 * its table: the timestamp is the table migration's plus one).
 */
export const searchIndexMigrationTemplate: ScaffoldTemplate = {
  path: ({ snake, migrationTimestamp }) => `server/migrations/${migrationTimestamp + 1}_index_${snake}_items_for_search.ts`,
  contents: () => `import { BaseSchema } from '@adonisjs/lucid/schema'
import { createSearchIndexes, dropSearchIndexes } from '#core/search/server/index_migration'
import { ITEMS_SEARCHABLE } from '../search/items_searchable.js'

export default class extends BaseSchema {
  async up() {
    await createSearchIndexes(this, [ITEMS_SEARCHABLE.name])
  }

  async down() {
    await dropSearchIndexes(this, [ITEMS_SEARCHABLE.name])
  }
}
`,
}
