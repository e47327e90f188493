import type { ComponentType, ReactNode } from 'react'
import { lazyComponent } from './lazy_component.js'
import { webPlugins } from './web_plugins.js'

/** Layouts the app draws itself (define_web_plugin.ts, RouteLayout). */
const BUILT_IN_LAYOUTS = new Set(['bare', 'embed'])

type Layout = ComponentType<{ children: ReactNode }>

/** Lazy wrappers, made once per layout so navigating inside it never remounts it. */
const layouts = new Map<string, Layout | null>()

/**
 * The component of a layout a web part registers (`layouts`), code fetched
 * on first use; null for the built-in ones and for names nobody registers
 * (the page then draws the whole screen, like 'bare').
 */
export function registeredLayout(name: string | undefined): Layout | null {
  if (!name || BUILT_IN_LAYOUTS.has(name)) return null
  if (!layouts.has(name)) {
    const load = webPlugins.find(({ plugin }) => plugin.layouts?.[name])?.plugin.layouts?.[name]
    layouts.set(name, load ? lazyComponent(`layout:${name}`, async () => (await load()).default) : null)
  }
  return layouts.get(name)!
}
