import type { IncomingMessage } from 'node:http'
import { PassThrough, Readable } from 'node:stream'
import { collectReadBuffers } from '#core/kernel/memory/read_buffer_collection'

/**
 * A request body as the web stream @tus/server 2 reads, handing on the
 * socket's own chunks without copying them. Readable.toWeb copies every
 * chunk of a byte stream into a new Uint8Array (Node's
 * lib/internal/webstreams/adapters.js, "detach it from the pool") but hands
 * on an object stream's chunks as they are, hence the object-mode
 * pass-through. Measured with bench:upload (1 GB, 50 MB PATCHes,
 * docs/performance.md "Uploads (issue 17)"): server CPU 8.3-9.7 s per GB
 * against 12.3-15.6 s when the chunks were gathered into 1 MB copies
 * (Buffer.concat's fresh memory and the garbage collections it caused were
 * the profile's top items), and 64-69 MB of memory growth instead of 85-99.
 * Both queues hold at most 16 chunks (of up to 64 KB). A connection lost
 * mid-body loses what was not yet written, which the client resends from
 * the offset the next HEAD reports. The socket's chunks are let go of as
 * they are written (collectReadBuffers says why).
 */
export function requestBody(source: Readable): ReadableStream<Uint8Array> {
  const chunks = new PassThrough({ readableObjectMode: true })
  // pipe() passes neither errors nor a client that went away: either ends the body, so the store lets go of the upload.
  source.on('error', (error) => chunks.destroy(error))
  source.on('close', () => {
    if (!source.readableEnded)
      chunks.destroy(new Error('The client went away before the body ended'))
  })
  const body = Readable.toWeb(source.pipe(chunks)) as ReadableStream<Uint8Array>
  collectReadBuffers(source)
  return body
}

/**
 * The web Request @tus/server 2 handles, from the Node request that came in:
 * `method` as the app resolved it (the method override applied, its header
 * left out) and `url` with its query string.
 */
export function tusWebRequest(incoming: IncomingMessage, method: string, url: string) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined || name === 'x-http-method-override') continue
    headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  const hasBody = method === 'PATCH' || method === 'POST'
  return new Request(new URL(url, 'http://localhost'), {
    method,
    headers,
    body: hasBody ? requestBody(incoming) : null,
    // Node's fetch needs it for a streamed body.
    duplex: 'half',
  } as RequestInit)
}
