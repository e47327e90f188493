import type { ScaffoldTemplate } from '../scaffold_template.js'
import { adminScreenLines } from './admin_screen.js'
import { itemsPageLines } from './items_page.js'

/** lang/en.json: the English lines of the plugin's screens, seeded into the site's localization. */
export const langTemplate: ScaffoldTemplate = {
  path: () => 'lang/en.json',
  manifest: () => ({ fields: [`lang: 'lang',`] }),
  contents: (names) => `${JSON.stringify(Object.fromEntries([...itemsPageLines(names), ...adminScreenLines(names)].map((line) => [line, line])), null, 2)}\n`,
}
