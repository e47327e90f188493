/**
 * The site's one service worker (web/src/service_worker/service_worker.ts,
 * built to /sw.js), controlling every page. Registering again is harmless:
 * the browser keeps one registration per scope and updates it when the
 * script changes.
 */
export const SERVICE_WORKER_URL = '/sw.js'

export function serviceWorkerSupported() {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator
}

/** The worker's registration once it is active (push subscriptions need an active worker). */
export async function readyServiceWorker(): Promise<ServiceWorkerRegistration> {
  // `npm run dev` serves the worker as an ES module (see web/build/service_worker.ts).
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, {
    scope: '/',
    type: import.meta.env.DEV ? 'module' : 'classic',
  })
  return navigator.serviceWorker.ready
}
