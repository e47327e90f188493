/**
 * The one HTTP primitive uploads need that fetch lacks: progress of the
 * request body. The browser's is XMLHttpRequest (xhr_upload_http.ts); unit
 * tests run the queue in Node on a node:http one against real local servers.
 */
export interface UploadRequest {
  method: string
  url: string
  headers?: Record<string, string>
  body?: Blob | FormData | string | null
  /** Bytes of the body sent so far. */
  onProgress?: (bytesSent: number) => void
  signal?: AbortSignal
  /** Send the site's cookies (default); off for presigned storage URLs on another origin. */
  withCredentials?: boolean
}

export interface UploadResponse {
  status: number
  /** A response header by name, case-insensitive; null when absent. */
  header(name: string): string | null
  body: string
}

/** Sends one request; rejects with UploadNetworkError when no answer came (or AbortError when aborted). */
export type UploadHttp = (request: UploadRequest) => Promise<UploadResponse>

/** No answer came: the network failed or the server closed the connection. */
export class UploadNetworkError extends Error {
  constructor(message = 'Network error', options?: ErrorOptions) {
    super(message, options)
    this.name = 'UploadNetworkError'
  }
}

/** The request was aborted through its signal. */
export class UploadAbortedError extends Error {
  constructor() {
    super('Upload aborted')
    this.name = 'AbortError'
  }
}

/** The JSON body of a response, or null when it is not JSON. */
export function jsonBody(response: UploadResponse): unknown {
  try {
    return response.body.trim() ? JSON.parse(response.body) : null
  } catch {
    return null
  }
}

/** Spec section 8: a failure shows the server's `message`, or nothing when the body cannot be read. */
export function serverMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message
    if (typeof message === 'string' && message.trim()) return message
  }
  return null
}

/** Where a quota refusal says more can be had (billing's pricing page), or null: `upgrade_url`, a path of this site. */
export function upgradeUrl(body: unknown): string | null {
  const url =
    body && typeof body === 'object' && 'upgrade_url' in body
      ? (body as { upgrade_url: unknown }).upgrade_url
      : null
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : null
}
