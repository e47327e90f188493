import { createHash, randomUUID } from 'node:crypto'
import type http from 'node:http'
import { fileEntry, sendJson, startServer } from './upload_queue_harness.js'

interface Part {
  PartNumber: number
  ETag: string
  Size: number
  sha256: string
}

interface Upload {
  key: string
  uploadId: string
  size: number
  parts: Map<number, Part>
  aborted: boolean
  completed: boolean
}

/** What a part PUT gets before it is stored: an error status, a held connection, or nothing. */
export type PartInterceptor = (partNumber: number, attempt: number) => number | 'hold' | undefined

/**
 * The direct-upload API as the browser sees it (core/files/server/s3 on an
 * S3 bucket): s3/multipart/create, get-uploaded-parts, batch-sign-part-urls
 * (URLs on this same server standing in for the bucket's presigned ones),
 * PUT of each part answering its ETag, complete, abort, and s3/entries.
 * Parts are kept as their hashes only, so large files cost no memory.
 */
export async function startDirectUploadServer() {
  const uploads = new Map<string, Upload>()
  const calls: Array<{ path: string; body: any }> = []
  const held: http.ServerResponse[] = []
  let inFlight = 0
  let maxInFlight = 0
  const attempts = new Map<string, number>()
  let interceptPart: PartInterceptor = () => undefined
  /** API calls whose answers wait, by path, until their gate opens. */
  const gates = new Map<string, Promise<void>>()

  const server = await startServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://local')
    if (request.method === 'PUT' && url.pathname.startsWith('/bucket/')) {
      const upload = uploads.get(url.searchParams.get('uploadId') ?? '')
      const partNumber = Number(url.searchParams.get('partNumber'))
      if (!upload || upload.aborted) return sendJson(response, 404, { message: 'NoSuchUpload' })
      inFlight++
      maxInFlight = Math.max(maxInFlight, inFlight)
      try {
        const hash = createHash('sha256')
        let size = 0
        for await (const chunk of request) {
          hash.update(chunk as Buffer)
          size += (chunk as Buffer).length
        }
        // Counted once the part's bytes are in: the answer follows at once.
        const attemptKey = `${upload.uploadId}:${partNumber}`
        const attempt = (attempts.get(attemptKey) ?? 0) + 1
        attempts.set(attemptKey, attempt)
        const decision = interceptPart(partNumber, attempt)
        if (decision === 'hold') return void held.push(response)
        if (typeof decision === 'number') {
          response.writeHead(decision)
          return response.end('<Error><Code>InternalError</Code></Error>')
        }
        const sha256 = hash.digest('hex')
        const etag = `"${sha256.slice(0, 32)}"`
        upload.parts.set(partNumber, { PartNumber: partNumber, ETag: etag, Size: size, sha256 })
        response.writeHead(200, { ETag: etag })
        response.end()
      } finally {
        inFlight--
      }
      return
    }

    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {}
    const path = url.pathname.replace('/api/v1/', '')
    calls.push({ path, body })
    await gates.get(path)
    const upload = uploads.get(body.uploadId)
    switch (path) {
      case 's3/multipart/create': {
        const created: Upload = {
          key: `uploads/${randomUUID()}.${body.extension}`,
          uploadId: randomUUID(),
          size: body.size,
          parts: new Map(),
          aborted: false,
          completed: false,
        }
        uploads.set(created.uploadId, created)
        return sendJson(response, 200, { key: created.key, uploadId: created.uploadId })
      }
      case 's3/multipart/get-uploaded-parts':
        if (!upload || upload.aborted)
          return sendJson(response, 404, { message: 'The upload was not found.' })
        return sendJson(response, 200, {
          parts: [...upload.parts.values()].map(({ PartNumber, ETag, Size }) => ({
            PartNumber,
            ETag,
            Size,
          })),
        })
      case 's3/multipart/batch-sign-part-urls':
        if (!upload) return sendJson(response, 404, { message: 'The upload was not found.' })
        return sendJson(response, 200, {
          urls: (body.partNumbers as number[]).map((partNumber) => ({
            partNumber,
            url: `${server.origin}/bucket/${upload.key}?uploadId=${upload.uploadId}&partNumber=${partNumber}`,
          })),
        })
      case 's3/multipart/complete': {
        if (!upload) return sendJson(response, 404, { message: 'The upload was not found.' })
        const total = (body.parts as Part[]).reduce(
          (sum, part) => sum + (upload.parts.get(part.PartNumber)?.Size ?? 0),
          0
        )
        const matches = (body.parts as Part[]).every(
          (part) => upload.parts.get(part.PartNumber)?.ETag === part.ETag
        )
        if (!matches || total !== upload.size)
          return sendJson(response, 400, { message: 'The part list does not add up.' })
        upload.completed = true
        return sendJson(response, 200, { location: upload.key })
      }
      case 's3/multipart/abort':
        if (upload) upload.aborted = true
        return sendJson(response, 200, {})
      case 's3/entries': {
        const done = [...uploads.values()].find((candidate) =>
          candidate.key.endsWith(`/${body.filename}`)
        )
        if (!done?.completed)
          return sendJson(response, 404, { message: 'The upload was not found.' })
        return sendJson(response, 201, { fileEntry: fileEntry(1, body.clientName, body.size) })
      }
      default:
        return sendJson(response, 404, { message: 'Not found' })
    }
  })

  return {
    origin: server.origin,
    calls,
    uploads,
    held,
    /** PUTs of one part of the latest upload received whole so far. */
    attemptsOf: (partNumber: number) => {
      const latest = [...uploads.values()].at(-1)
      return latest ? (attempts.get(`${latest.uploadId}:${partNumber}`) ?? 0) : 0
    },
    /** The most part PUTs in flight at once. */
    maxInFlight: () => maxInFlight,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    interceptParts: (next: PartInterceptor) => {
      interceptPart = next
    },
    /** Calls to `path` (s3/multipart/complete...) are answered only once the returned function is called. */
    holdAnswersTo: (path: string) => {
      let release!: () => void
      gates.set(path, new Promise<void>((resolve) => (release = resolve)))
      return () => {
        gates.delete(path)
        release()
      }
    },
    close: async () => {
      held.forEach((response) => response.destroy())
      await server.close()
    },
  }
}
