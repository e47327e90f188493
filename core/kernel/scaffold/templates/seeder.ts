import type { ScaffoldTemplate } from '../scaffold_template.js'

/** server/seeders/welcome_item_seeder.ts: run by every `node ace setup`, so it checks before it inserts. */
export const seederTemplate: ScaffoldTemplate = {
  path: () => 'server/seeders/welcome_item_seeder.ts',
  manifest: () => ({ fields: [`seeders: [() => import('./server/seeders/welcome_item_seeder.js')],`] }),
  contents: ({ snake, pascal, title }) => `import type { ModuleSeeder } from '#core/kernel/contract'
import ${pascal}Item from '../models/${snake}_item.js'

/** A first item, so the list is not empty on a new site; idempotent like every module seeder. */
const welcomeItemSeeder: ModuleSeeder = {
  async run() {
    if (await ${pascal}Item.query().first()) return
    await ${pascal}Item.create({ userId: null, title: 'Welcome to ${title}' })
  },
}

export default welcomeItemSeeder
`,
}
