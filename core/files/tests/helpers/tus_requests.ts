import type { CookieSession } from '#tests/helpers/cookie_session'

/**
 * Raw tus requests as a browser client sends them (spec section 7): the
 * session's cookies and XSRF header, PATCH as a POST with
 * X-HTTP-Method-Override. For the protocol's edge cases; the happy path is
 * also driven by tus-js-client itself.
 */
export interface TusRequestOptions {
  headers?: Record<string, string>
  body?: Uint8Array
  /** A body sent as it is produced (a client that pauses mid-PATCH). */
  stream?: ReadableStream<Uint8Array>
  /** Leave out the X-XSRF-TOKEN header, as a forged cross-site request would. */
  withoutXsrf?: boolean
}

export function tusFetch(
  session: CookieSession,
  origin: string,
  method: string,
  path: string,
  options: TusRequestOptions = {}
) {
  const headers: Record<string, string> = {
    'Tus-Resumable': '1.0.0',
    'cookie': session.cookieHeader(),
    ...options.headers,
  }
  const xsrf = session.cookie('XSRF-TOKEN')
  if (xsrf && !options.withoutXsrf) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf)
  const overridden = method === 'PATCH' || method === 'DELETE'
  if (overridden) headers['X-HTTP-Method-Override'] = method
  return fetch(new URL(path, origin), {
    method: overridden ? 'POST' : method,
    headers,
    body: options.stream ?? options.body,
    // Node's fetch needs it for a streamed body.
    ...(options.stream ? { duplex: 'half' } : {}),
  } as RequestInit)
}

/** Upload-Metadata: keys with base64 values. */
export function tusMetadata(values: Record<string, string>) {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',')
}

/** Creates an upload; returns its path (the Location) and id. */
export async function createUpload(
  session: CookieSession,
  origin: string,
  size: number,
  metadata: Record<string, string>
) {
  const response = await tusFetch(session, origin, 'POST', '/api/v1/tus/upload', {
    headers: { 'Upload-Length': String(size), 'Upload-Metadata': tusMetadata(metadata) },
  })
  if (response.status !== 201)
    throw new Error(`Upload not created: ${response.status} ${await response.text()}`)
  const location = response.headers.get('location')!
  return { location, id: location.slice(location.lastIndexOf('/') + 1) }
}

export function patchUpload(
  session: CookieSession,
  origin: string,
  location: string,
  offset: number,
  body: Uint8Array
) {
  return tusFetch(session, origin, 'PATCH', location, {
    headers: { 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
    body,
  })
}
