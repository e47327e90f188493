import { Component, Suspense, type ComponentType, type ReactNode } from 'react'
import { useCurrentUser } from '../bootstrap/use_bootstrap.js'
import type { SlotFill } from './define_web_plugin.js'
import { lazyComponent } from './lazy_component.js'
import { webPlugins } from './web_plugins.js'

/** Lazy wrappers, made once per fill so re-renders never remount them. */
const fillCache = new Map<string, ComponentType>()

function fillsOf(name: string, signedIn: boolean) {
  return webPlugins.flatMap(({ plugin }) => {
    const fill: SlotFill | undefined = plugin.slots?.[name]
    if (!fill) return []
    const { load, auth } = typeof fill === 'function' ? { load: fill, auth: false } : fill
    if (auth && !signedIn) return []
    const key = `${plugin.id}:${name}`
    if (!fillCache.has(key))
      fillCache.set(
        key,
        lazyComponent(`slot:${key}`, async () => (await load()).default)
      )
    return [{ key, Fill: fillCache.get(key)! }]
  })
}

/**
 * A named zone that plugins fill (player bar, ad slots, admin widgets).
 * Renders nothing when no enabled plugin fills it (or only fills for
 * signed-in people and nobody is); a fill that fails to load or render is
 * dropped instead of taking the page down.
 */
export function Slot({ name }: { name: string }) {
  const signedIn = useCurrentUser() !== null
  return fillsOf(name, signedIn).map(({ key, Fill }) => (
    <FillBoundary key={key} name={key}>
      <Suspense fallback={null}>
        <Fill />
      </Suspense>
    </FillBoundary>
  ))
}

/** Keeps a fill that fails to load or render from taking the page down (slots and zones). */
export class FillBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    console.error(`Slot fill ${this.props.name} failed`, error)
  }

  render() {
    return this.state.failed ? null : this.props.children
  }
}
