import { instanceCachingFactory, type DependencyContainer } from 'tsyringe'
import { createTranslator } from '../../../../web/src/i18n/translator.js'
import { buildUrl } from '../../../../web/src/services/api_client.js'
import { resolve } from '../../../../web/src/services/container.js'
import { BOOTSTRAP, CLOCK, COOKIES, type Token } from '../../../../web/src/services/tokens.js'
import { browserStorage, memoryStorage } from './key_value_storage.js'
import type { UploadBackend } from './upload_backend.js'
import type { UploadHttp } from './upload_http.js'
import { UploadQueue } from './upload_queue.js'
import { uploadSettingsFrom } from './upload_settings.js'
import { xhrUploadHttp } from './xhr_upload_http.js'

/** The app-wide upload queue: `useUploadQueue()` reads it, `useService(UPLOAD_QUEUE)` drives it. */
export const UPLOAD_QUEUE = Symbol('UploadQueue') as Token<UploadQueue>

/**
 * The transports by method (spec section 4), loaded on first use: this file
 * ships in the entry bundle, tus-js-client and the multipart code do not.
 */
export const UPLOAD_TRANSPORTS = {
  plain: () => import('./transports/plain_upload.js').then((module) => module.plainUpload),
  resumable: () =>
    import('./transports/resumable_upload.js').then((module) => module.resumableUpload),
  directMultipart: () =>
    import('./transports/direct_multipart_upload.js').then(
      (module) => module.directMultipartUpload
    ),
}

/**
 * The files web part's `services`: the queue is built on first use from the
 * app's clock, cookies (CSRF) and bootstrap data (settings, translations).
 * The server renderer gets one that has nothing to send with.
 */
export function registerUploadServices(container: DependencyContainer) {
  if (container.isRegistered(UPLOAD_QUEUE, true)) return
  container.register(UPLOAD_QUEUE, {
    useFactory: instanceCachingFactory((c) => {
      const inBrowser = typeof window !== 'undefined'
      return createUploadQueue(c, {
        http: inBrowser ? xhrUploadHttp : unavailableHttp,
        origin: inBrowser ? window.location.origin : 'http://localhost',
        storage: inBrowser ? browserStorage() : memoryStorage(),
        isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
      })
    }),
  })
}

/** The queue on a container's services and the given platform pieces (the unit tests pass Node's). */
export function createUploadQueue(
  container: DependencyContainer,
  platform: Pick<UploadBackend, 'http' | 'storage' | 'isOnline'> & { origin: string }
) {
  const bootstrap = resolve(container, BOOTSTRAP)
  const cookies = resolve(container, COOKIES)
  const backend: UploadBackend = {
    ...platform,
    clock: resolve(container, CLOCK),
    apiUrl: (path) => new URL(buildUrl(path), platform.origin).href,
    headers: () => {
      const xsrf = cookies.get('XSRF-TOKEN')
      return {
        Accept: 'application/json',
        ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}),
      }
    },
    settings: () => uploadSettingsFrom(bootstrap.getSnapshot()),
  }
  return new UploadQueue({
    backend,
    transports: UPLOAD_TRANSPORTS,
    trans: (text, values) => createTranslator(bootstrap.getSnapshot().i18n.lines)(text, values),
  })
}

const unavailableHttp: UploadHttp = () =>
  Promise.reject(new Error('Uploads are sent from the browser only'))
