import type { ScaffoldTemplate } from '../scaffold_template.js'

/** server/actions/create_item.ts: a write, callable without HTTP (unit tests, commands, jobs). */
export const createItemActionTemplate: ScaffoldTemplate = {
  path: () => 'server/actions/create_item.ts',
  contents: ({ id, snake, pascal }) => `import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import { recordAudit } from '#core/audit/server/record_audit'
import ${pascal}Item from '../models/${snake}_item.js'

export interface CreateItemInput {
  userId: number | null
  title: string
}

/**
 * Stores the item in a transaction, then tells other modules once it is
 * committed. Its route asks the admin screen's permission, which makes it an
 * admin write: the audit log records it in the same transaction
 * (docs/plugins.md, "Audit log").
 */
export async function createItem(input: CreateItemInput) {
  const item = await db.transaction(async (trx) => {
    const created = await ${pascal}Item.create(input, { client: trx })
    await recordAudit(trx, { action: '${id}.item_created', subject: { type: '${snake}_item', id: created.id }, before: null, after: { title: created.title } })
    return created
  })
  await emitter.emit('${id}:item_created', { id: item.id, userId: item.userId })
  return item
}
`,
}

/** server/queries/list_items.ts: a read with a stable order (newest first, id breaks ties). */
export const listItemsQueryTemplate: ScaffoldTemplate = {
  path: () => 'server/queries/list_items.ts',
  contents: ({ snake, pascal }) => `import ${pascal}Item from '../models/${snake}_item.js'

/** How many items one page holds. */
export const ITEMS_PER_PAGE = 50

export async function listItems(page = 1) {
  const items = await ${pascal}Item.query().orderBy('created_at', 'desc').orderBy('id', 'desc').forPage(page, ITEMS_PER_PAGE)
  return items.map(serializeItem)
}

/** The API's shape of an item (snake_case, like every Cadenza API answer). */
export function serializeItem(item: ${pascal}Item) {
  return { id: item.id, user_id: item.userId, title: item.title, created_at: item.createdAt.toISO() }
}
`,
}
