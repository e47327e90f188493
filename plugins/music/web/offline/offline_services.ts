import { instanceCachingFactory, type DependencyContainer } from 'tsyringe'
import { readyServiceWorker, serviceWorkerSupported } from '@web/platform/service_worker.js'
import { resolve } from '@web/services/container.js'
import { API_CLIENT, type Token } from '@web/services/tokens.js'
import { OfflineLibrary, readSavedItems, SAVED_ITEMS_KEY, type KeyValueStorage } from './offline_library.js'

export const OFFLINE_LIBRARY = Symbol('OfflineLibrary') as Token<OfflineLibrary>

const NO_STORAGE: KeyValueStorage = { getItem: () => null, setItem: () => {} }

/** localStorage, or nothing kept where reaching it throws (sandboxed embeds, strict privacy settings). */
function browserStorage(): KeyValueStorage {
  try {
    window.localStorage.getItem(SAVED_ITEMS_KEY)
    return window.localStorage
  } catch {
    return NO_STORAGE
  }
}

function startWorker() {
  return serviceWorkerSupported() ? readyServiceWorker() : Promise.resolve()
}

/**
 * Registers the offline library once per container. A listener with music
 * saved gets the service worker at once, so a page opened without a
 * connection still plays it; everyone else only when they first save.
 */
export function registerOfflineServices(container: DependencyContainer) {
  if (container.isRegistered(OFFLINE_LIBRARY, true)) return
  const browser = typeof window !== 'undefined'
  container.register(OFFLINE_LIBRARY, {
    useFactory: instanceCachingFactory(
      (services) =>
        new OfflineLibrary({
          api: resolve(services, API_CLIENT),
          storage: browser ? browserStorage() : NO_STORAGE,
          caches: browser && 'caches' in window ? window.caches : null,
          fetch: (input, init) => window.fetch(input, init),
          origin: browser ? window.location.origin : 'http://localhost',
          startWorker,
        })
    ),
  })
  if (browser && readSavedItems(browserStorage()).length > 0) void startWorker()
}
