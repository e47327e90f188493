/*
 * The site's one service worker, built to /sw.js (web/build/service_worker.ts)
 * and registered by web/src/platform/service_worker.ts. What it does comes
 * from the enabled modules' parts (the manifest's `serviceWorker`: Web Push
 * for notifications), listed by the generated registry. A concern of the
 * whole app (offline caching) is one more part, added here beside them.
 */
import { serviceWorkerParts } from '../generated/service_worker_parts.js'
import type { WorkerScope } from './worker_scope.js'
import { offlineShell } from './offline_shell.js'

declare const self: WorkerScope

// A new worker takes over at once instead of waiting for every tab of the site to close.
self.addEventListener('install', (event) => event.waitUntil(self.skipWaiting()))
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

offlineShell(self)
for (const part of serviceWorkerParts) part(self)
