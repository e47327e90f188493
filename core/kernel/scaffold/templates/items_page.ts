import type { PluginNames } from '../plugin_names.js'
import type { ScaffoldTemplate } from '../scaffold_template.js'

/** The texts the screen passes to trans(): lang/en.json lists each (lang.ts). */
export function itemsPageLines({ title }: PluginNames) {
  return [title, 'Nothing here yet.']
}

/**
 * web/features/items/routes/items_page.tsx: the screen behind the menu item,
 * listing the API's items. A lazy route module exports react-router's
 * `Component` (and may add a `loader` or `ErrorBoundary`).
 */
export const itemsPageTemplate: ScaffoldTemplate = {
  path: () => 'web/features/items/routes/items_page.tsx',
  contents: ({ title }) => `import { useQuery } from '@tanstack/react-query'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { itemsQuery } from '../items_api.js'

export function Component() {
  const trans = useTrans()
  const items = useQuery(itemsQuery(useService(API_CLIENT)))
  const list = items.data ?? []

  return (
    <section className="mx-auto max-w-3xl px-6 py-10">
      <h1 className="text-2xl font-semibold text-main">{trans('${title}')}</h1>
      {items.isSuccess && !list.length && <p className="mt-3 text-muted">{trans('Nothing here yet.')}</p>}
      <ul className="mt-6 space-y-2">
        {list.map((item) => (
          <li key={item.id} className="text-main">
            {item.title}
          </li>
        ))}
      </ul>
    </section>
  )
}
`,
}
