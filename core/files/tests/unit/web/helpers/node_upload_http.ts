import http from 'node:http'
import { Readable } from 'node:stream'
import {
  UploadAbortedError,
  UploadNetworkError,
  type UploadHttp,
  type UploadResponse,
} from '../../../../web/upload_queue/upload_http.js'

/**
 * The queue's UploadHttp on node:http, for unit tests that run the queue in
 * Node against real local servers: what XMLHttpRequest is in the browser,
 * progress included (bytes handed to the socket).
 */
export const nodeUploadHttp: UploadHttp = async (request) => {
  if (request.signal?.aborted) throw new UploadAbortedError()
  const headers: Record<string, string> = { ...request.headers }
  let body: Readable | null = null
  if (request.body instanceof FormData) {
    const encoded = new Response(request.body)
    headers['Content-Type'] = encoded.headers.get('content-type')!
    const bytes = Buffer.from(await encoded.arrayBuffer())
    headers['Content-Length'] = String(bytes.length)
    body = Readable.from(chunksOf(bytes))
  } else if (request.body instanceof Blob) {
    headers['Content-Length'] = String(request.body.size)
    body = Readable.from(chunksOf(Buffer.from(await request.body.arrayBuffer())))
  } else if (typeof request.body === 'string') {
    headers['Content-Length'] = String(Buffer.byteLength(request.body))
    body = Readable.from([Buffer.from(request.body)])
  } else {
    headers['Content-Length'] = '0'
  }

  return new Promise<UploadResponse>((resolve, reject) => {
    const outgoing = http.request(request.url, { method: request.method, headers })
    const onAbort = () => {
      outgoing.destroy()
      reject(new UploadAbortedError())
    }
    request.signal?.addEventListener('abort', onAbort, { once: true })
    outgoing.on('error', (error) => {
      request.signal?.removeEventListener('abort', onAbort)
      if (!request.signal?.aborted) reject(new UploadNetworkError(error.message, { cause: error }))
    })
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', (error) =>
        reject(new UploadNetworkError(error.message, { cause: error }))
      )
      response.on('end', () => {
        request.signal?.removeEventListener('abort', onAbort)
        resolve({
          status: response.statusCode ?? 0,
          header: (name) => {
            const value = response.headers[name.toLowerCase()]
            return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value
          },
          body: Buffer.concat(chunks).toString('utf8'),
        })
      })
    })
    if (!body) {
      outgoing.end()
      return
    }
    let sent = 0
    body.on('data', (chunk: Buffer) => {
      const flushed = outgoing.write(chunk, () => {
        sent += chunk.length
        if (!request.signal?.aborted) request.onProgress?.(sent)
      })
      if (!flushed) {
        body.pause()
        outgoing.once('drain', () => body.resume())
      }
    })
    body.on('end', () => outgoing.end())
  })
}

/** 64 KB slices, so progress moves in steps as a browser's does. */
function* chunksOf(bytes: Buffer) {
  for (let start = 0; start < bytes.length; start += 64 * 1024) {
    yield bytes.subarray(start, start + 64 * 1024)
  }
}
