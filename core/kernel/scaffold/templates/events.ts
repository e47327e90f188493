import type { ScaffoldTemplate } from '../scaffold_template.js'

/** events.ts: the events the plugin emits, typed into the app's EventsList. */
export const eventsTemplate: ScaffoldTemplate = {
  path: () => 'events.ts',
  manifest: ({ id }) => ({
    imports: [{ from: './events.js', names: [] }],
    fields: [`events: ['${id}:item_created'],`],
  }),
  contents: ({ id }) => `/** Events this plugin emits (declared in its manifest's \`events\`, namespaced by its id). */
export interface ItemCreatedEvent {
  id: number
  userId: number | null
}

declare module '@adonisjs/core/types' {
  interface EventsList {
    /** After an item was created and committed: other modules may react. */
    '${id}:item_created': ItemCreatedEvent
  }
}
`,
}
