import { createHash } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import type http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { FileStore } from '@tus/file-store'
import { Server } from '@tus/server'
import { CSRF_TOKEN, fileEntry, sendJson, startServer } from './upload_queue_harness.js'

export interface TusRequestLog {
  /** The method the app would see (after the override). */
  method: string
  sentMethod: string
  override: string | null
  methodParam: string | null
  url: string
  offset: number | null
  csrf: string | null
}

/**
 * Decides what to do with a tus request before @tus/server sees it: answer
 * with a status and message, cut the connection, hold it open, or pass.
 */
export type TusInterceptor = (
  request: TusRequestLog,
  index: number
) => { status: number; message?: string } | 'destroy' | 'hold' | undefined

/**
 * A small tus endpoint like the app's (core/files/server/controllers/
 * tus_controller.ts): @tus/server on a file store at /api/v1/tus/upload,
 * behind the app's wire rules (the method override, the CSRF header, errors
 * as { message }), and POST /api/v1/tus/entries answering an entry with the
 * stored file's sha256. `intercept` injects the failures each test needs.
 */
export async function startTusServer() {
  const directory = await mkdtemp(join(tmpdir(), 'cadenza-tus-'))
  const tus = new Server({
    path: '/api/v1/tus/upload',
    datastore: new FileStore({ directory }),
    respectForwardedHeaders: false,
  })
  const log: TusRequestLog[] = []
  const entries: Array<{
    uploadKey: string
    sha256: string
    size: number
    metadata: Record<string, string>
  }> = []
  let intercept: TusInterceptor = () => undefined
  const held: http.ServerResponse[] = []

  const server = await startServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://local')
    if (request.method === 'POST' && url.pathname === '/api/v1/tus/entries') {
      const chunks: Buffer[] = []
      for await (const chunk of request) chunks.push(chunk as Buffer)
      const { uploadKey } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        uploadKey: string
      }
      const bytes = await readFile(join(directory, uploadKey)).catch(() => null)
      if (!bytes) return sendJson(response, 422, { message: 'This upload is not finished.' })
      const info = JSON.parse(await readFile(join(directory, `${uploadKey}.json`), 'utf8')) as {
        metadata: Record<string, string>
      }
      const sha256 = createHash('sha256').update(bytes).digest('hex')
      entries.push({ uploadKey, sha256, size: bytes.length, metadata: info.metadata })
      return sendJson(response, 201, {
        fileEntry: { ...fileEntry(entries.length, info.metadata.name, bytes.length), sha256 },
      })
    }
    if (!url.pathname.startsWith('/api/v1/tus/upload'))
      return sendJson(response, 404, { message: 'Not found' })

    const override = header(request, 'x-http-method-override')
    const method = request.method === 'POST' && override ? override.toUpperCase() : request.method!
    const entry: TusRequestLog = {
      method,
      sentMethod: request.method!,
      override,
      methodParam: url.searchParams.get('_method'),
      url: url.pathname,
      offset:
        header(request, 'upload-offset') === null ? null : Number(header(request, 'upload-offset')),
      csrf: header(request, 'x-xsrf-token'),
    }
    log.push(entry)
    if (entry.csrf !== CSRF_TOKEN) return sendJson(response, 403, { message: 'Page expired.' })
    const decision = intercept(entry, log.length - 1)
    if (decision === 'destroy') return request.socket.destroy()
    if (decision === 'hold') return void held.push(response)
    if (decision)
      return sendJson(response, decision.status, { message: decision.message ?? 'Refused' })

    const headers = new Headers()
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined && name !== 'x-http-method-override') headers.set(name, String(value))
    }
    const hasBody = method === 'PATCH' || method === 'POST'
    const answer = await tus.handleWeb(
      new Request(new URL(url.pathname, 'http://localhost'), {
        method,
        headers,
        body: hasBody ? (Readable.toWeb(request) as ReadableStream) : null,
        duplex: 'half',
      } as RequestInit)
    )
    const answerHeaders: Record<string, string> = {}
    answer.headers.forEach((value, name) => {
      if (name !== 'content-length') answerHeaders[name] = value
    })
    const body = await answer.text()
    if (answer.status >= 400) return sendJson(response, answer.status, { message: body.trim() })
    response.writeHead(answer.status, answerHeaders)
    response.end(body)
  })

  return {
    origin: server.origin,
    log,
    entries,
    held,
    /** The sha256 of the bytes stored for the entry tus/entries answered (ids count from 1). */
    storedSha256: (entry: { id: number } | null) =>
      entry ? entries[entry.id - 1]?.sha256 : undefined,
    /** Requests of one kind, as the app sees them ('PATCH', 'HEAD', 'POST', 'DELETE'). */
    requests: (method: string) => log.filter((entry) => entry.method === method),
    intercept: (next: TusInterceptor) => {
      intercept = next
    },
    close: async () => {
      held.forEach((response) => response.destroy())
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}

function header(request: http.IncomingMessage, name: string) {
  const value = request.headers[name]
  return value === undefined ? null : String(value)
}

export function sha256Of(file: Blob) {
  return file
    .arrayBuffer()
    .then((bytes) => createHash('sha256').update(Buffer.from(bytes)).digest('hex'))
}
