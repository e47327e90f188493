import 'reflect-metadata'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { container } from 'tsyringe'
import type { BootstrapData } from '../../../../../kernel/shared/bootstrap_data.js'
import { registerServices } from '../../../../../../web/src/services/container.js'
import { FakeClock } from '../../../../../../tests/unit/web/helpers/fake_clock.js'
import { memoryStorage } from '../../../../web/upload_queue/key_value_storage.js'
import type { KeyValueStorage } from '../../../../web/upload_queue/upload_backend.js'
import type { UploadQueue } from '../../../../web/upload_queue/upload_queue.js'
import { createUploadQueue } from '../../../../web/upload_queue/upload_services.js'
import type { UploadItem } from '../../../../web/upload_queue/upload_types.js'
import { nodeUploadHttp } from './node_upload_http.js'

export const CSRF_TOKEN = 'csrf-token-value'

export interface QueueSetup {
  origin: string
  /** The public settings as the bootstrap data nests them (uploads.tus_enabled, chunk_size in MB ...). */
  uploads?: { tus_enabled?: boolean; chunk_size?: number; direct_upload?: boolean }
  /** Disks on S3 (the files module's bootstrap data). */
  s3Disks?: Array<'public' | 'uploads'>
  storage?: KeyValueStorage
  online?: () => boolean
  clock?: FakeClock
}

/** A fake clock that also lists the delays it was asked for, to know when a retry waits. */
export class RecordingClock extends FakeClock {
  delays: number[] = []

  setTimeout(callback: () => void, ms: number) {
    this.delays.push(ms)
    return super.setTimeout(callback, ms)
  }

  /** How many times `ms` was asked for. */
  asked(ms: number) {
    return this.delays.filter((delay) => delay === ms).length
  }
}

/**
 * The app's upload queue, built by the app's own wiring (createUploadQueue)
 * on Node's HTTP, a fake clock and the given storage: the unit tests drive
 * time by hand while the bytes go to real local servers.
 */
export function makeQueue(setup: QueueSetup) {
  const clock = setup.clock ?? new FakeClock()
  const bootstrap = {
    user: null,
    settings: { uploads: { tus_enabled: true, chunk_size: 5, ...setup.uploads } },
    module_data: {
      files: {
        disks: Object.fromEntries((setup.s3Disks ?? []).map((disk) => [disk, { driver: 's3' }])),
      },
    },
    i18n: { lines: {} },
  } as unknown as BootstrapData
  const child = registerServices(container.createChildContainer(), {
    fetch: globalThis.fetch,
    clock,
    cookies: {
      get: (name) => (name === 'XSRF-TOKEN' ? encodeURIComponent(CSRF_TOKEN) : undefined),
      set: () => {},
    },
    bootstrap,
  })
  const storage = setup.storage ?? memoryStorage()
  const queue = createUploadQueue(child, {
    http: nodeUploadHttp,
    origin: setup.origin,
    storage,
    isOnline: setup.online ?? (() => true),
  })
  return { queue, clock, storage }
}

/**
 * Resolves once `predicate` holds, checked on every change of the queue and
 * every 10 ms (for what happens on the server's side), or fails after 5 s
 * (or `timeoutMs`).
 */
export function until(
  queue: UploadQueue,
  predicate: (items: readonly UploadItem[]) => boolean,
  what = 'the queue to reach the expected state',
  timeoutMs = 5000
): Promise<readonly UploadItem[]> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!predicate(queue.getSnapshot())) return
      stop()
      resolve(queue.getSnapshot())
    }
    const unsubscribe = queue.subscribe(check)
    const poll = setInterval(check, 10)
    const timer = setTimeout(() => {
      stop()
      reject(
        new Error(
          `Timed out waiting for ${what}: ${JSON.stringify(queue.getSnapshot().map(summary))}`
        )
      )
    }, timeoutMs)
    const stop = () => {
      unsubscribe()
      clearInterval(poll)
      clearTimeout(timer)
    }
    check()
  })
}

export function summary(item: UploadItem) {
  return {
    name: item.name,
    status: item.status,
    error: item.errorMessage,
    bytes: item.bytesUploaded,
  }
}

export function statuses(queue: UploadQueue) {
  return queue.getSnapshot().map((item) => item.status)
}

/** A file of `size` bytes of a repeating pattern. */
export function fileOf(name: string, size: number, type = 'audio/mpeg') {
  const bytes = new Uint8Array(size)
  for (let index = 0; index < size; index++) bytes[index] = index % 251
  return new File([bytes], name, { type, lastModified: 1_700_000_000_000 })
}

/** A real HTTP server on a free port; the handler may be async. */
export async function startServer(
  handler: (request: http.IncomingMessage, response: http.ServerResponse) => unknown
) {
  const sockets = new Set<import('node:net').Socket>()
  const server = http.createServer((request, response) => {
    Promise.resolve(handler(request, response)).catch((error) => {
      if (!response.headersSent) response.writeHead(500)
      response.end(String(error))
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy())
        server.close(() => resolve())
      }),
  }
}

/** The multipart form of a request, parsed by the platform's own parser. */
export async function readForm(request: http.IncomingMessage) {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const parsed = new Request('http://local/', {
    method: 'POST',
    headers: { 'content-type': String(request.headers['content-type']) },
    body: Buffer.concat(chunks),
  })
  return parsed.formData()
}

export function sendJson(response: http.ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' })
  response.end(JSON.stringify(body))
}

export function fileEntry(id: number, name: string, size: number) {
  return {
    id,
    url: `/storage/${id}`,
    file_size: size,
    name,
    mime: 'audio/mpeg',
    updated_at: '2026-01-01T00:00:00.000Z',
    extension: 'mp3',
    path: `${id}`,
  }
}
