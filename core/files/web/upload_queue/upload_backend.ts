import type { Clock } from '../../../../web/src/services/clock.js'
import {
  jsonBody,
  serverMessage as messageOfBody,
  upgradeUrl,
  type UploadHttp,
} from './upload_http.js'
import type { UploadSettings } from './upload_settings.js'
import type { FileEntry, UploadItem, UploadMetadata } from './upload_types.js'

/** Storage that outlives the page (localStorage in the browser): resume entries live there. */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
  /** Every key, to find entries by prefix. */
  keys(): string[]
}

/** What every transport shares: the wire, time, storage and the server's settings. */
export interface UploadBackend {
  http: UploadHttp
  /** The absolute URL of an API path ('file-entries' -> https://site/api/v1/file-entries). */
  apiUrl(path: string): string
  /** Accept JSON and the CSRF header (spec section 7), read fresh for each request. */
  headers(): Record<string, string>
  clock: Clock
  storage: KeyValueStorage
  /** False while the browser says it is offline: resumable retries wait for it (spec section 8). */
  isOnline(): boolean
  settings(): UploadSettings
}

/** Why an upload's transport was stopped: the person, the no-progress timer, or removal. */
export type AbortReason = 'user' | 'timeout'

/** One run of one item through a transport. */
export interface UploadJob {
  item: UploadItem
  file: File
  /** Aborted with an AbortReason when the queue stops the upload. */
  signal: AbortSignal
  /** Bytes of the file the server has (or is receiving) so far. */
  reportProgress(bytesUploaded: number): void
  /** A transport waiting before a retry says so: the no-progress timer does not count the wait. */
  waitingToRetry(waiting: boolean): void
  /**
   * Every byte is in storage and what is left is the server's work (S3
   * assembling a multipart upload can take minutes, then the entry is
   * registered): from here the no-progress timer, which measures bytes
   * moving, no longer runs.
   */
  allBytesStored(): void
}

/** Uploads one file, resolving with its file entry; rejects with UploadFailure or an abort. */
export type UploadTransport = (job: UploadJob, backend: UploadBackend) => Promise<FileEntry>

/** The upload failed; `message` is the server's own (spec section 8), null when it gave none. */
export class UploadFailure extends Error {
  /** A quota refusal's way to more space (billing's pricing page), shown next to the message. */
  readonly upgradeUrl: string | null

  constructor(
    readonly serverMessage: string | null,
    readonly status = 0,
    options?: ErrorOptions & { upgradeUrl?: string | null }
  ) {
    super(serverMessage ?? `Upload failed${status ? ` (${status})` : ''}`, options)
    this.name = 'UploadFailure'
    this.upgradeUrl = options?.upgradeUrl ?? null
  }
}

/** A JSON call of the upload flow (tus/entries, s3/multipart/*); non-2xx throws UploadFailure. */
export async function postJson<T>(
  backend: UploadBackend,
  path: string,
  payload: unknown,
  signal?: AbortSignal
): Promise<T> {
  const response = await backend.http({
    method: 'POST',
    url: backend.apiUrl(path),
    headers: { ...backend.headers(), 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
    signal,
  })
  const body = jsonBody(response)
  if (response.status < 200 || response.status >= 300) {
    throw new UploadFailure(messageOfBody(body), response.status, { upgradeUrl: upgradeUrl(body) })
  }
  return body as T
}

/** The entry a file-entry call answered ({ fileEntry }), or a failure naming what is missing. */
export function fileEntryOf(body: unknown): FileEntry {
  const entry = (body as { fileEntry?: FileEntry } | null)?.fileEntry
  if (!entry || typeof entry !== 'object') {
    throw new UploadFailure(null, 0, { cause: new Error('The answer had no fileEntry') })
  }
  return entry
}

/** The client facts sent with every upload (spec section 7: clientName, clientMime, ...). */
export function clientFields(item: UploadItem) {
  return {
    clientName: item.name,
    clientMime: item.mime,
    clientExtension: item.extension,
    clientSize: item.size,
  }
}

/** The item's metadata plus what the server needs to place the file: its disk and folder path. */
export function uploadMetadata(item: UploadItem): UploadMetadata {
  return {
    ...item.metadata,
    disk: item.disk,
    ...(item.relativePath ? { relativePath: item.relativePath } : {}),
  }
}

/** The same as strings, for tus, whose metadata carries only strings. */
export function metadataStrings(item: UploadItem): Record<string, string> {
  const strings: Record<string, string> = {}
  for (const [key, value] of Object.entries(uploadMetadata(item))) {
    if (value !== null && value !== undefined) strings[key] = String(value)
  }
  return strings
}
