import { Suspense, type ComponentType, type ReactNode } from 'react'
import { lazyComponent } from './lazy_component.js'
import { webPlugins } from './web_plugins.js'

/** Layouts the app draws itself (define_web_plugin.ts, RouteLayout). */
const BUILT_IN_LAYOUTS = new Set(['bare', 'embed'])

type Layout = ComponentType<{ children: ReactNode }>

/** Lazy wrappers, made once per layout so navigating inside it never remounts it. */
const layouts = new Map<string, { Layout: Layout } | null>()

/** The layout a web part registers under `name` (`layouts`), its code fetched on first use. */
function registeredLayout(name: string | undefined) {
  if (!name || BUILT_IN_LAYOUTS.has(name)) return null
  if (!layouts.has(name)) {
    const load = webPlugins.find(({ plugin }) => plugin.layouts?.[name])?.plugin.layouts?.[name]
    layouts.set(
      name,
      load ? { Layout: lazyComponent(`layout:${name}`, async () => (await load()).default) } : null
    )
  }
  return layouts.get(name)!
}

/**
 * The page inside the layout a web part registered under the route's layout
 * name (the admin shell); the page alone for the built-in layouts and for
 * names nobody registers (drawn like 'bare').
 */
export function RegisteredLayout({ name, children }: { name: string | undefined; children: ReactNode }) {
  const registered = registeredLayout(name)
  if (!registered) return children
  return (
    <Suspense fallback={null}>
      <registered.Layout>{children}</registered.Layout>
    </Suspense>
  )
}
