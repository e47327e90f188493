import {
  Upload,
  type DetailedError,
  type FileReader as TusFileReader,
  type HttpRequest,
  type HttpResponse,
  type HttpStack,
  type PreviousUpload,
  type UrlStorage,
} from 'tus-js-client'
import { FILE_ROUTES } from '../../../shared/file_entry.js'
import { RESUMABLE_RETRY_DELAYS_MS } from '../upload_constants.js'
import { serverMessage, UploadAbortedError, type UploadResponse } from '../upload_http.js'
import {
  clientFields,
  fileEntryOf,
  metadataStrings,
  postJson,
  UploadFailure,
  type KeyValueStorage,
  type UploadBackend,
  type UploadJob,
  type UploadTransport,
} from '../upload_backend.js'

/** Where resume entries live in storage: one key per stored upload URL. */
const STORAGE_PREFIX = 'cadenza.tus::'

/**
 * Spec section 7: resumable uploads at `{base}/api/v1/tus/upload` through
 * tus-js-client, then `POST tus/entries` with the upload's key. The file's
 * upload URL is kept in storage under its fingerprint, so picking the same
 * file after a reload continues where it stopped. Retries are run here on
 * the queue's clock rather than by tus-js-client's own timers, with the
 * spec's delays and rule (section 8): 0, 3, 5, 10, 20 s, on anything but a
 * 4xx (409 and 423 included), only while online; the attempts count again
 * once bytes get through.
 */
export const resumableUpload: UploadTransport = (job, backend) =>
  new Promise((resolvePromise, rejectPromise) => {
    const { item, signal } = job
    const endpoint = backend.apiUrl(FILE_ROUTES.tusUpload)
    let attempt = 0
    let acceptedAtLastRetry = -1
    let accepted = 0
    let retryTimer: unknown = null
    let settled = false

    const settle = (outcome: () => void) => {
      if (settled) return
      settled = true
      signal.removeEventListener('abort', onAbort)
      if (retryTimer !== null) backend.clock.clearTimeout(retryTimer)
      outcome()
    }

    const upload = new Upload(job.file, {
      endpoint,
      chunkSize: backend.settings().resumableChunkSize,
      retryDelays: null,
      overridePatchMethod: true,
      metadata: { name: item.name, ...stringFields(clientFields(item)), ...metadataStrings(item) },
      fingerprint: async () => fingerprintOf(job, endpoint),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      urlStorage: new StoredUploadUrls(backend.storage),
      fileReader: blobFileReader,
      httpStack: new UploadHttpStack(backend),
      onProgress: (bytesSent) => job.reportProgress(bytesSent),
      onChunkComplete: (_chunk, bytesAccepted) => {
        accepted = bytesAccepted
      },
      onSuccess: () => {
        const uploadKey = lastPathSegment(upload.url)
        postJson(backend, FILE_ROUTES.tusEntries, { uploadKey }, signal).then(
          (body) => settle(() => resolvePromise(fileEntryOf(body))),
          (error: unknown) => settle(() => rejectPromise(error))
        )
      },
      onError: (error) => {
        if (signal.aborted) return
        const status = (error as DetailedError).originalResponse?.getStatus() ?? 0
        const fromRequest = (error as DetailedError).originalRequest != null
        // Bytes got through since the last retry: the connection works again, count afresh.
        if (accepted > acceptedAtLastRetry) attempt = 0
        if (
          fromRequest &&
          attempt < RESUMABLE_RETRY_DELAYS_MS.length &&
          shouldRetryResumable(status, backend.isOnline())
        ) {
          acceptedAtLastRetry = accepted
          job.waitingToRetry(true)
          retryTimer = backend.clock.setTimeout(() => {
            retryTimer = null
            if (signal.aborted) return
            job.waitingToRetry(false)
            begin()
          }, RESUMABLE_RETRY_DELAYS_MS[attempt++])
          return
        }
        const body = (error as DetailedError).originalResponse?.getBody()
        settle(() =>
          rejectPromise(
            new UploadFailure(serverMessage(body ? parseJson(body) : null), status, {
              cause: error,
            })
          )
        )
      },
    })

    /** Continues a stored upload of this file when there is one, else creates one. */
    const begin = () => {
      upload.findPreviousUploads().then(
        (previous) => {
          if (signal.aborted) return
          if (previous.length && !upload.url) upload.resumeFromPreviousUpload(previous[0])
          upload.start()
        },
        () => upload.start()
      )
    }

    const onAbort = () => {
      // The person cancelled: the server may delete what it has, and nothing is kept to resume.
      // Stopped by the no-progress timer: kept, so retrying continues where it was.
      const terminate = signal.reason === 'user'
      upload.abort(terminate).catch(() => {})
      settle(() => rejectPromise(new UploadAbortedError()))
    }
    signal.addEventListener('abort', onAbort, { once: true })
    begin()
  })

/** Spec section 8: retry on anything but a 4xx, and on 409 (offset mismatch) and 423 (locked), while online. */
export function shouldRetryResumable(status: number, online: boolean) {
  const clientError = status >= 400 && status < 500
  return online && (!clientError || status === 409 || status === 423)
}

/** Same file (name, size, date, folder path) to the same server: same stored upload. */
function fingerprintOf(job: UploadJob, endpoint: string) {
  const { name, size, lastModified, mime, relativePath } = job.item
  return ['tus', name, mime, size, lastModified, relativePath ?? '', endpoint].join('::')
}

function stringFields(fields: Record<string, string | number>) {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)]))
}

function lastPathSegment(url: string | null) {
  return url ? (new URL(url).pathname.split('/').filter(Boolean).pop() ?? '') : ''
}

function parseJson(text: string) {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** tus-js-client reads the file in slices of a Blob, the same in the browser and in Node. */
const blobFileReader: TusFileReader = {
  async openFile(input: Blob) {
    return {
      size: input.size,
      slice: async (start: number, end: number) => ({
        value: input.slice(start, end),
        done: end >= input.size,
      }),
      close: () => {},
    }
  },
}

/** tus-js-client's URL storage on the queue's key-value storage (localStorage in the browser). */
class StoredUploadUrls implements UrlStorage {
  constructor(private storage: KeyValueStorage) {}

  async findAllUploads() {
    return this.#find(STORAGE_PREFIX)
  }

  async findUploadsByFingerprint(fingerprint: string) {
    return this.#find(`${STORAGE_PREFIX}${fingerprint}::`)
  }

  async removeUpload(urlStorageKey: string) {
    this.storage.removeItem(urlStorageKey)
  }

  async addUpload(fingerprint: string, upload: PreviousUpload) {
    const key = `${STORAGE_PREFIX}${fingerprint}::${Math.round(Math.random() * 1e12)}`
    this.storage.setItem(key, JSON.stringify(upload))
    return key
  }

  #find(prefix: string): PreviousUpload[] {
    const found: PreviousUpload[] = []
    for (const key of this.storage.keys()) {
      if (!key.startsWith(prefix)) continue
      try {
        const upload = JSON.parse(this.storage.getItem(key) ?? '') as PreviousUpload
        found.push({ ...upload, urlStorageKey: key })
      } catch {
        this.storage.removeItem(key)
      }
    }
    return found
  }
}

/**
 * tus-js-client's requests on the queue's UploadHttp, with the wire rules of
 * spec section 7: the CSRF header on every request, and the methods some
 * proxies refuse (PATCH, DELETE) sent as POST with X-HTTP-Method-Override.
 */
class UploadHttpStack implements HttpStack {
  constructor(private backend: UploadBackend) {}

  createRequest(method: string, url: string): HttpRequest {
    return new UploadHttpRequest(this.backend, method, url)
  }

  getName() {
    return 'CadenzaUploadHttp'
  }
}

class UploadHttpRequest implements HttpRequest {
  #headers: Record<string, string> = {}
  #onProgress: (bytesSent: number) => void = () => {}
  #controller = new AbortController()

  constructor(
    private backend: UploadBackend,
    private method: string,
    private url: string
  ) {}

  getMethod() {
    return this.method
  }

  getURL() {
    return this.url
  }

  setHeader(header: string, value: string) {
    this.#headers[header] = value
  }

  getHeader(header: string) {
    return this.#headers[header]
  }

  setProgressHandler(handler: (bytesSent: number) => void) {
    this.#onProgress = handler
  }

  async send(body: Blob | null): Promise<HttpResponse> {
    let method = this.method
    const headers = { ...this.backend.headers(), ...this.#headers }
    // tus-js-client overrides PATCH itself (overridePatchMethod); termination goes the same way.
    // The header alone: the upload's URL stays the one the server gave (no `_method` in it).
    if (method === 'DELETE') headers['X-HTTP-Method-Override'] = 'DELETE'
    if (headers['X-HTTP-Method-Override']) method = 'POST'
    const response = await this.backend.http({
      method,
      url: this.url,
      headers,
      body,
      onProgress: this.#onProgress,
      signal: this.#controller.signal,
    })
    return new UploadHttpResponse(response)
  }

  async abort() {
    this.#controller.abort()
  }

  getUnderlyingObject() {
    return this.#controller
  }
}

class UploadHttpResponse implements HttpResponse {
  constructor(private response: UploadResponse) {}

  getStatus() {
    return this.response.status
  }

  getHeader(header: string) {
    return this.response.header(header) ?? undefined
  }

  getBody() {
    return this.response.body
  }

  getUnderlyingObject() {
    return this.response
  }
}
