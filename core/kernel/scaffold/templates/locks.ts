import type { ScaffoldTemplate } from '../scaffold_template.js'

/** locks.ts: the named locks the plugin takes, as typed constants its manifest declares. */
export const locksTemplate: ScaffoldTemplate = {
  path: () => 'locks.ts',
  manifest: ({ constant }) => ({
    imports: [{ from: './locks.js', names: [`${constant}_PRUNE_LOCK`] }],
    fields: [`locks: [${constant}_PRUNE_LOCK],`],
  }),
  contents: ({ id, constant }) => `import { defineLock } from '#core/kernel/contract'

/** One prune at a time across processes and app nodes (server/jobs/prune_items_job.ts). */
export const ${constant}_PRUNE_LOCK = defineLock({
  name: '${id}.prune_items',
  ttl: '5m',
  description: 'One prune of old items at a time',
})
`,
}
