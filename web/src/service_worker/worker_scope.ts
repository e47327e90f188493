/**
 * The parts of the service worker's global scope Cadenza uses, typed here:
 * the web app's TypeScript program has the DOM library, which cannot be
 * combined with the WebWorker one. Add what a new part needs.
 */

export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}

export interface PushEvent extends ExtendableEvent {
  data: { json(): unknown; text(): string } | null
}

export interface NotificationClickEvent extends ExtendableEvent {
  notification: Notification
  action: string
}

export interface PushSubscriptionChangeEvent extends ExtendableEvent {
  oldSubscription: PushSubscription | null
  newSubscription: PushSubscription | null
}

export interface FetchEvent extends ExtendableEvent {
  readonly request: Request
  respondWith(response: Response | Promise<Response>): void
}

export interface WorkerWindowClient {
  url: string
  focused: boolean
  focus(): Promise<WorkerWindowClient>
  navigate(url: string): Promise<WorkerWindowClient | null>
}

export interface WorkerClients {
  matchAll(options?: { type?: 'window' | 'all'; includeUncontrolled?: boolean }): Promise<WorkerWindowClient[]>
  openWindow(url: string): Promise<WorkerWindowClient | null>
  claim(): Promise<void>
}

interface WorkerEvents {
  install: ExtendableEvent
  activate: ExtendableEvent
  push: PushEvent
  notificationclick: NotificationClickEvent
  pushsubscriptionchange: PushSubscriptionChangeEvent
  fetch: FetchEvent
}

export interface WorkerScope {
  addEventListener<Type extends keyof WorkerEvents>(type: Type, listener: (event: WorkerEvents[Type]) => void): void
  skipWaiting(): Promise<void>
  readonly clients: WorkerClients
  readonly registration: ServiceWorkerRegistration
  readonly location: Location
  /** The Cookie Store API (Chromium): how a worker reads the CSRF cookie without a document. */
  readonly cookieStore?: { get(name: string): Promise<{ value: string } | null> }
  fetch: typeof fetch
  readonly caches: CacheStorage
}

/**
 * A module's part of the worker (the manifest's `serviceWorker`): its default
 * export, called once as the worker starts, adds the part's listeners. It
 * runs in the worker: no DOM, no React, no app services.
 */
export type ServiceWorkerPart = (worker: WorkerScope) => void

/** Identity function: a part's value is its types. */
export function defineServiceWorkerPart(part: ServiceWorkerPart): ServiceWorkerPart {
  return part
}
