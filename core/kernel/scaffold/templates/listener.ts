import type { ScaffoldTemplate } from '../scaffold_template.js'

/** server/listeners/remove_user_items.ts: another module's event (core accounts' user:deleted). */
export const listenerTemplate: ScaffoldTemplate = {
  path: () => 'server/listeners/remove_user_items.ts',
  manifest: () => ({
    fields: [`listeners: {\n  'user:deleted': [() => import('./server/listeners/remove_user_items.js')],\n},`],
  }),
  contents: ({ snake, pascal }) => `import type { UserDeletedEvent } from '#core/accounts/events'
import ${pascal}Item from '../models/${snake}_item.js'

/** Core knows nothing of this plugin's table: when an account is deleted, its items go too. */
export default class RemoveUserItems {
  async handle(event: UserDeletedEvent) {
    await ${pascal}Item.query().where('user_id', event.id).delete()
  }
}
`,
}
