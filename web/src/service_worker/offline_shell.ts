import type { WorkerScope } from './worker_scope.js'

const SHELL_CACHE = 'cadenza-shell'
/** Pages kept for offline use, the most recently visited ones. */
const KEPT_PAGES = 30

/**
 * The app itself without a connection: the built code under /assets (its
 * names change with every build, so a kept copy never goes stale) is
 * answered from the device once fetched, and the pages visited last are
 * kept, answered from the device only when the network cannot be reached.
 * A module's part keeps its own content (the music plugin's saved albums).
 */
export function offlineShell(worker: WorkerScope) {
  worker.addEventListener('fetch', (event) => {
    const { request } = event
    if (request.method !== 'GET' || new URL(request.url).origin !== worker.location.origin) return
    if (request.mode === 'navigate') event.respondWith(page(worker, request))
    else if (new URL(request.url).pathname.startsWith('/assets/')) event.respondWith(asset(worker, request))
  })
}

async function asset(worker: WorkerScope, request: Request) {
  const cache = await worker.caches.open(SHELL_CACHE)
  const kept = await cache.match(request)
  if (kept) return kept
  const response = await worker.fetch(request)
  if (response.ok) await cache.put(request, response.clone())
  return response
}

async function page(worker: WorkerScope, request: Request) {
  const cache = await worker.caches.open(SHELL_CACHE)
  try {
    const response = await worker.fetch(request)
    if (response.ok) await keepPage(cache, request, response.clone())
    return response
  } catch (error) {
    // Offline: this page as last seen, or else any kept page (the web app routes to the address itself).
    const kept = (await cache.match(request, { ignoreSearch: true })) ?? (await lastPage(cache))
    if (kept) return kept
    throw error
  }
}

async function keepPage(cache: Cache, request: Request, response: Response) {
  await cache.delete(request)
  await cache.put(request, response)
  const pages = (await cache.keys()).filter((key) => !new URL(key.url).pathname.startsWith('/assets/'))
  await Promise.all(pages.slice(0, Math.max(0, pages.length - KEPT_PAGES)).map((key) => cache.delete(key)))
}

async function lastPage(cache: Cache) {
  const pages = (await cache.keys()).filter((key) => !new URL(key.url).pathname.startsWith('/assets/'))
  const last = pages.at(-1)
  return last ? cache.match(last) : undefined
}
