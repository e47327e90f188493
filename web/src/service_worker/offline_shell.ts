import { BUILD_ASSETS, BUILD_VERSION } from './build.js'
import type { WorkerScope } from './worker_scope.js'

/**
 * The app shell's caches are per build: a new build is a new worker with a
 * cache of its own, and older builds' caches go once it takes over. Other
 * caches (the music plugin's saved albums) are the listener's and stay.
 */
const SHELL_CACHE_PREFIX = 'cadenza-shell'
const SHELL_CACHE = `${SHELL_CACHE_PREFIX}-${BUILD_VERSION}`
/** Pages kept for offline use, the most recently visited ones. */
const KEPT_PAGES = 30

const isPage = (request: Request) => !new URL(request.url).pathname.startsWith('/assets/')

/**
 * The app itself without a connection: the built code under /assets (its
 * names change with every build, so a kept copy never goes stale) is
 * answered from the device once fetched, and the pages visited last are
 * kept, answered from the device only when the network cannot be reached.
 * A module's part keeps its own content (the music plugin's saved albums).
 */
export function offlineShell(worker: WorkerScope) {
  worker.addEventListener('install', (event) => event.waitUntil(carryOver(worker)))
  worker.addEventListener('activate', (event) => event.waitUntil(dropOlderShells(worker)))
  worker.addEventListener('fetch', (event) => {
    const { request } = event
    if (request.method !== 'GET' || new URL(request.url).origin !== worker.location.origin) return
    if (request.mode === 'navigate') event.respondWith(page(worker, request))
    else if (new URL(request.url).pathname.startsWith('/assets/')) event.respondWith(asset(worker, request))
  })
}

async function olderShells(worker: WorkerScope) {
  return (await worker.caches.keys()).filter((name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== SHELL_CACHE)
}

/**
 * A device that kept an older build for offline use keeps the app offline
 * across the update: this build's files the older caches hold already (a
 * file's name changes with its content), the code and styles they do not
 * (fonts come when a page uses them), and the pages they kept, fetched anew
 * (an old page names the old build's files, which go). A first install
 * keeps what the listener opens, as it goes.
 */
async function carryOver(worker: WorkerScope) {
  const older = await Promise.all((await olderShells(worker)).map((name) => worker.caches.open(name)))
  if (older.length === 0) return
  const cache = await worker.caches.open(SHELL_CACHE)
  await Promise.all([keepAssets(cache, older), keepPagesAnew(worker, cache, older)])
}

/** What the app needs to start and open any screen: fetched ahead when no older cache has it. */
const BOOT_FILE = /\.(js|css)$/

async function keepAssets(cache: Cache, older: Cache[]) {
  const missing: string[] = []
  for (const path of BUILD_ASSETS) {
    const kept = await firstMatch(older, path)
    if (kept) await cache.put(path, kept)
    else if (BOOT_FILE.test(path)) missing.push(path)
  }
  await cache.addAll(missing)
}

async function keepPagesAnew(worker: WorkerScope, cache: Cache, older: Cache[]) {
  const pages = new Set<string>()
  for (const kept of older) for (const request of await kept.keys()) if (isPage(request)) pages.add(request.url)
  // Best effort: a page that moved or now fails is simply not kept.
  await Promise.all(
    [...pages].slice(-KEPT_PAGES).map(async (url) => {
      const response = await worker.fetch(url, { headers: { accept: 'text/html' } }).catch(() => null)
      if (response?.ok && !response.redirected) await cache.put(url, response)
    })
  )
}

async function firstMatch(caches: Cache[], path: string) {
  for (const cache of caches) {
    const response = await cache.match(path)
    if (response) return response
  }
  return undefined
}

async function dropOlderShells(worker: WorkerScope) {
  await Promise.all((await olderShells(worker)).map((name) => worker.caches.delete(name)))
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
  const pages = (await cache.keys()).filter(isPage)
  await Promise.all(pages.slice(0, Math.max(0, pages.length - KEPT_PAGES)).map((key) => cache.delete(key)))
}

async function lastPage(cache: Cache) {
  const last = (await cache.keys()).filter(isPage).at(-1)
  return last ? cache.match(last) : undefined
}
