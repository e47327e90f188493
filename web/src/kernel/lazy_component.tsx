import { createContext, use, useContext, type ComponentType } from 'react'

interface LazyEntry {
  preload: () => Promise<unknown>
}

/** Every lazy component by name, so a page drawn on the server can name the ones the browser needs. */
const registry = new Map<string, LazyEntry>()

/** Collects the names of the lazy components a server render drew. */
export const DrawnLazyComponents = createContext<Set<string> | null>(null)

/**
 * A component whose code is fetched on first render, like React.lazy, but
 * drawn at once, without suspending, once its code is there. The server
 * renderer (where everything is there after the first request) then sends
 * whole pages, and the browser can fetch what a server-drawn page used
 * before hydrating it (preloadLazyComponents): React never meets a part it
 * must wait for, so no later update can make it throw away server markup.
 * `name` must be the same on server and browser (a route path, a slot key).
 */
export function lazyComponent<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>
): ComponentType<P> {
  let request: Promise<ComponentType<P>> | undefined
  const preload = () => {
    if (!request) {
      const pending = load()
      // React's use() reads a settled thenable's status and value without suspending.
      pending.then(
        (value) => Object.assign(pending, { status: 'fulfilled', value }),
        (reason: unknown) => Object.assign(pending, { status: 'rejected', reason })
      )
      request = pending
    }
    return request
  }
  registry.set(name, { preload })

  function Lazy(props: P) {
    useContext(DrawnLazyComponents)?.add(name)
    // Always through use(), so every render calls the same hooks; once the
    // code is there, use() returns it at once.
    const Component = use(preload())
    return <Component {...props} />
  }
  Lazy.displayName = `Lazy(${name})`
  return Lazy
}

/** Fetches the code of the named lazy components (names the server reported). */
export function preloadLazyComponents(names: readonly string[]) {
  return Promise.all(names.map((name) => registry.get(name)?.preload()))
}
