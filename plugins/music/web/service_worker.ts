import { defineServiceWorkerPart, type WorkerScope } from '@web/service_worker/worker_scope.js'
import { OFFLINE_MUSIC_CACHE, SAVED_DATA_PATH, STREAM_PATH } from './offline/offline_caches.js'
import { rangeResponse } from './offline/range_response.js'

/**
 * Music saved for offline listening (web/offline/offline_library.ts puts it
 * in Cache Storage): saved audio is played from the device, with ranges so
 * seeking works; a saved page's data and pictures are there when the
 * network is not. Anything never saved goes to the network as usual.
 */
export default defineServiceWorkerPart((worker) => {
  worker.addEventListener('fetch', (event) => {
    const { request } = event
    if (request.method !== 'GET') return
    const url = new URL(request.url)
    if (url.origin !== worker.location.origin) return
    if (STREAM_PATH.test(url.pathname)) event.respondWith(savedAudio(worker, request))
    else if (SAVED_DATA_PATH.test(url.pathname)) event.respondWith(networkThenSaved(worker, request))
    else if (url.pathname.startsWith('/storage/')) event.respondWith(savedThenNetwork(worker, request))
  })
})

async function saved(worker: WorkerScope, request: Request | string) {
  const cache = await worker.caches.open(OFFLINE_MUSIC_CACHE)
  // Saved under the address alone: the page's request carries a Range the saved copy did not.
  return cache.match(request, { ignoreVary: true })
}

async function savedAudio(worker: WorkerScope, request: Request) {
  const copy = await saved(worker, request.url)
  return copy ? rangeResponse(copy, request.headers.get('range')) : worker.fetch(request)
}

async function savedThenNetwork(worker: WorkerScope, request: Request) {
  return (await saved(worker, request.url)) ?? worker.fetch(request)
}

/** Saved pages show what the server says now when it can be reached. */
async function networkThenSaved(worker: WorkerScope, request: Request) {
  try {
    return await worker.fetch(request)
  } catch (error) {
    const copy = await saved(worker, request.url)
    if (copy) return copy
    throw error
  }
}
