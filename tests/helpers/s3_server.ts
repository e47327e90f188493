/**
 * A real S3-compatible server on a free local port, for tests of the S3
 * disks: it speaks the S3 REST protocol with path-style addressing
 * (http://127.0.0.1:<port>/<bucket>/<key>) and implements what our code
 * uses: PutObject, HeadObject, GetObject (with a byte Range and the
 * response-content-type override of signed requests) and DeleteObject.
 *
 * Like S3 it refuses what it cannot authenticate: every request must carry
 * an AWS Signature V4, in the Authorization header or in a presigned URL's
 * query, that it recomputes with the same credentials (@smithy/signature-v4,
 * the signer the AWS SDK uses); a mismatch, an unknown key id, a stale
 * x-amz-date, an expired URL or a body that is not the one signed are
 * answered with S3's XML error and 403 (400 for the body). Buckets created
 * with `publicRead` also serve GET/HEAD to anonymous requests, like a bucket
 * with a public-read policy.
 *
 *   const s3 = await TestS3Server.start()
 *   s3.createBucket('audio')
 *   ... point an S3 client at s3.endpoint with s3.credentials, s3.region ...
 *   s3.object('audio', 'tracks/a.wav')?.body
 *   await s3.stop()
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SignatureV4 } from '@smithy/signature-v4'
import type { Hash, HttpRequest, SourceData } from '@smithy/types'

export interface StoredObject {
  body: Buffer
  contentType: string
  etag: string
  lastModified: Date
}

/** A request as the server received it, for tests that check what reached storage. */
export interface ReceivedRequest {
  method: string
  /** The request target as sent (path and query, still encoded). */
  target: string
  bucket: string
  key: string
}

/** How far a header-signed request's x-amz-date may be from the server's clock, as on S3. */
const MAX_CLOCK_SKEW_MS = 15 * 60_000
/** The longest lifetime SigV4 allows a presigned URL. */
const MAX_PRESIGNED_SECONDS = 7 * 24 * 3600
const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD'

/** SHA-256, or HMAC-SHA256 when given a secret, on node:crypto: what the signer hashes with. */
class NodeSha256 implements Hash {
  #hash

  constructor(secret?: SourceData) {
    this.#hash = secret ? createHmac('sha256', toBytes(secret)) : createHash('sha256')
  }

  update(data: Uint8Array | string) {
    this.#hash.update(data)
  }

  async digest() {
    return new Uint8Array(this.#hash.digest())
  }
}

function toBytes(data: SourceData) {
  if (typeof data === 'string') return Buffer.from(data)
  return ArrayBuffer.isView(data) ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : Buffer.from(data)
}

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string
  ) {
    super(message)
  }
}

export class TestS3Server {
  readonly region = 'us-east-1'
  readonly credentials = { accessKeyId: 'CADENZATESTKEY', secretAccessKey: 'cadenza-test-secret-key' }
  /** Every request received, oldest first (refused ones included). */
  readonly requests: ReceivedRequest[] = []
  #buckets = new Map<string, { publicRead: boolean; objects: Map<string, StoredObject> }>()
  #clockOffsetMs = 0
  #server: Server
  #signer = new SignatureV4({
    credentials: this.credentials,
    region: this.region,
    service: 's3',
    sha256: NodeSha256,
    // S3 signs the path as sent, without encoding it a second time.
    uriEscapePath: false,
  })

  private constructor() {
    this.#server = createServer((request, response) => {
      this.#handle(request, response).catch((error) => {
        const s3Error = error instanceof S3Error ? error : new S3Error(500, 'InternalError', String(error))
        sendError(request, response, s3Error)
      })
    })
  }

  static async start() {
    const server = new TestS3Server()
    await new Promise<void>((resolve) => server.#server.listen(0, '127.0.0.1', resolve))
    return server
  }

  get endpoint() {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`
  }

  createBucket(name: string, options: { publicRead?: boolean } = {}) {
    this.#buckets.set(name, { publicRead: options.publicRead ?? false, objects: new Map() })
  }

  /**
   * The app's S3_* variables for buckets of this server: `bucket` for the
   * private uploads disk, `publicBucket` for the public one.
   */
  appEnvironment(buckets: { bucket?: string; publicBucket?: string; publicUrl?: string }) {
    const environment: Record<string, string> = {
      S3_ENDPOINT: this.endpoint,
      S3_REGION: this.region,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: this.credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: this.credentials.secretAccessKey,
    }
    if (buckets.bucket) environment.S3_BUCKET = buckets.bucket
    if (buckets.publicBucket) environment.S3_PUBLIC_BUCKET = buckets.publicBucket
    if (buckets.publicUrl) environment.S3_PUBLIC_URL = buckets.publicUrl
    return environment
  }

  /** What the bucket holds under `key`, as stored. */
  object(bucket: string, key: string) {
    return this.#buckets.get(bucket)?.objects.get(key)
  }

  /** Moves the server's clock (presigned URLs expire by it); 0 puts it back. */
  setClockOffset(milliseconds: number) {
    this.#clockOffsetMs = milliseconds
  }

  stop() {
    this.#server.closeAllConnections()
    return new Promise<void>((resolve) => this.#server.close(() => resolve()))
  }

  async #handle(request: IncomingMessage, response: ServerResponse) {
    const target = parseTarget(request.url!)
    const [bucketName = '', ...keySegments] = target.path.slice(1).split('/').map(decodeURIComponent)
    const key = keySegments.join('/')
    const method = request.method!
    this.requests.push({ method, target: request.url!, bucket: bucketName, key })
    const body = await readBody(request)

    const bucket = this.#buckets.get(bucketName)
    const anonymousRead = bucket?.publicRead && (method === 'GET' || method === 'HEAD')
    if (!anonymousRead || isSigned(request, target)) await this.#authenticate(request, target, body)

    if (!bucket) throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist')
    if (!key) throw new S3Error(501, 'NotImplemented', 'Bucket operations are not implemented by this test server')

    if (method === 'PUT') {
      if (request.headers['x-amz-copy-source']) throw new S3Error(501, 'NotImplemented', 'CopyObject is not implemented by this test server')
      const object = {
        body,
        contentType: request.headers['content-type'] ?? 'binary/octet-stream',
        etag: `"${createHash('md5').update(body).digest('hex')}"`,
        lastModified: new Date(Math.floor(this.#now() / 1000) * 1000),
      }
      bucket.objects.set(key, object)
      response.writeHead(200, { ETag: object.etag }).end()
      return
    }
    if (method === 'DELETE') {
      bucket.objects.delete(key)
      response.writeHead(204).end()
      return
    }
    if (method === 'GET' || method === 'HEAD') {
      const object = bucket.objects.get(key)
      if (!object) throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.')
      sendObject(request, response, target, object)
      return
    }
    throw new S3Error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.')
  }

  #now() {
    return Date.now() + this.#clockOffsetMs
  }

  async #authenticate(request: IncomingMessage, target: Target, body: Buffer) {
    const authorization = request.headers.authorization
    if (authorization) return this.#verifyHeaderSignature(request, target, body, authorization)
    if (target.query.has('X-Amz-Signature')) return this.#verifyPresignedUrl(request, target)
    throw new S3Error(403, 'AccessDenied', 'Access Denied')
  }

  async #verifyHeaderSignature(request: IncomingMessage, target: Target, body: Buffer, authorization: string) {
    const match = authorization.match(/^AWS4-HMAC-SHA256 Credential=([^/]+)\/[^,]+, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/)
    if (!match) throw new S3Error(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed.')
    const [, accessKeyId, signedHeaderList, signature] = match
    this.#assertKnownKey(accessKeyId)

    const signingDate = parseAmzDate(header(request, 'x-amz-date'))
    if (Math.abs(this.#now() - signingDate.getTime()) > MAX_CLOCK_SKEW_MS) {
      throw new S3Error(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.')
    }
    const payloadHash = header(request, 'x-amz-content-sha256')
    if (!payloadHash) throw new S3Error(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256')
    if (payloadHash.startsWith('STREAMING-')) {
      throw new S3Error(501, 'NotImplemented', 'aws-chunked uploads are not implemented by this test server')
    }
    if (payloadHash !== UNSIGNED_PAYLOAD && payloadHash !== createHash('sha256').update(body).digest('hex')) {
      throw new S3Error(400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed.")
    }

    const signedHeaders = signedHeaderList.split(';')
    const recomputed = await this.#signer.sign(this.#signableRequest(request, target, signedHeaders), {
      signingDate,
      signableHeaders: new Set(signedHeaders),
    })
    const expected = String(recomputed.headers.authorization).match(/Signature=([0-9a-f]{64})$/)![1]
    assertSameSignature(signature, expected)
  }

  async #verifyPresignedUrl(request: IncomingMessage, target: Target) {
    const query = target.query
    if (query.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') throw new S3Error(400, 'AuthorizationQueryParametersError', 'Unsupported X-Amz-Algorithm.')
    this.#assertKnownKey((query.get('X-Amz-Credential') ?? '').split('/')[0])

    const signingDate = parseAmzDate(query.get('X-Amz-Date'))
    const expiresIn = Number(query.get('X-Amz-Expires'))
    if (!Number.isInteger(expiresIn) || expiresIn < 1 || expiresIn > MAX_PRESIGNED_SECONDS) {
      throw new S3Error(400, 'AuthorizationQueryParametersError', 'X-Amz-Expires must be a number of seconds up to 604800.')
    }
    if (this.#now() > signingDate.getTime() + expiresIn * 1000) throw new S3Error(403, 'AccessDenied', 'Request has expired')

    const signedHeaders = (query.get('X-Amz-SignedHeaders') ?? '').split(';')
    const toSign = this.#signableRequest(request, target, signedHeaders)
    // Presigned URLs always sign an unsigned payload; the header only tells the signer so.
    toSign.headers['x-amz-content-sha256'] = UNSIGNED_PAYLOAD
    const presigned = await this.#signer.presign(toSign, {
      signingDate,
      expiresIn,
      signableHeaders: new Set(signedHeaders),
      unsignableHeaders: new Set(['x-amz-content-sha256']),
      // Headers the client signed stay headers: only the query's own parameters are signed as query.
      unhoistableHeaders: new Set([...signedHeaders, 'x-amz-content-sha256']),
    })
    assertSameSignature(query.get('X-Amz-Signature')!, String(presigned.query?.['X-Amz-Signature']))
  }

  #assertKnownKey(accessKeyId: string) {
    if (accessKeyId !== this.credentials.accessKeyId) {
      throw new S3Error(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.')
    }
  }

  /** The request as the signer sees it: the raw path, the decoded query, and only the headers the client signed. */
  #signableRequest(request: IncomingMessage, target: Target, signedHeaders: string[]): HttpRequest {
    const query: Record<string, string | string[]> = {}
    for (const [name, value] of target.query) {
      const previous = query[name]
      query[name] = previous === undefined ? value : [previous, value].flat()
    }
    const headers: Record<string, string> = {}
    for (const name of signedHeaders) headers[name] = header(request, name) ?? ''
    return { method: request.method!, protocol: 'http:', hostname: '127.0.0.1', path: target.path, query, headers }
  }
}

interface Target {
  /** The path as sent: S3 keys are literal, so `..` segments are never resolved. */
  path: string
  query: URLSearchParams
}

function parseTarget(target: string): Target {
  const queryStart = target.indexOf('?')
  if (queryStart < 0) return { path: target, query: new URLSearchParams() }
  return { path: target.slice(0, queryStart), query: new URLSearchParams(target.slice(queryStart + 1)) }
}

function isSigned(request: IncomingMessage, target: Target) {
  return request.headers.authorization !== undefined || target.query.has('X-Amz-Signature')
}

function header(request: IncomingMessage, name: string) {
  const value = request.headers[name]
  return Array.isArray(value) ? value.join(',') : value
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })
}

/** 20240102T030405Z -> Date; anything else is refused like S3 does. */
function parseAmzDate(value: string | null | undefined) {
  const match = value?.match(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/)
  if (!match) throw new S3Error(403, 'AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header')
  const [, year, month, day, hours, minutes, seconds] = match.map(Number)
  return new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds))
}

function assertSameSignature(received: string, expected: string) {
  const same = received.length === expected.length && timingSafeEqual(Buffer.from(received), Buffer.from(expected))
  if (!same) {
    throw new S3Error(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.')
  }
}

/** GetObject/HeadObject: the whole object or one byte range of it. */
function sendObject(request: IncomingMessage, response: ServerResponse, target: Target, object: StoredObject) {
  const size = object.body.length
  const headers: Record<string, string> = {
    // A signed request may ask for the Content-Type the response carries (GetObject's ResponseContentType).
    'Content-Type': (isSigned(request, target) && target.query.get('response-content-type')) || object.contentType,
    'ETag': object.etag,
    'Last-Modified': object.lastModified.toUTCString(),
    'Accept-Ranges': 'bytes',
  }
  const range = request.headers.range ? byteRange(request.headers.range, size) : null
  const [start, end] = range ?? [0, size - 1]
  headers['Content-Length'] = String(size === 0 ? 0 : end - start + 1)
  if (range) headers['Content-Range'] = `bytes ${start}-${end}/${size}`
  response.writeHead(range ? 206 : 200, headers)
  response.end(request.method === 'HEAD' || size === 0 ? undefined : object.body.subarray(start, end + 1))
}

/**
 * One `bytes=` range as [first, last] byte, as S3 reads it: a header it
 * cannot parse is ignored (the whole object), an unsatisfiable range is InvalidRange.
 */
function byteRange(value: string, size: number): [number, number] | null {
  const match = value.match(/^bytes=(\d*)-(\d*)$/)
  if (!match || (!match[1] && !match[2])) return null
  const [first, last] = match[1]
    ? [Number(match[1]), match[2] ? Math.min(Number(match[2]), size - 1) : size - 1]
    : [Math.max(size - Number(match[2]), 0), size - 1]
  if (first >= size || first > last) throw new S3Error(416, 'InvalidRange', 'The requested range is not satisfiable')
  return [first, last]
}

function sendError(request: IncomingMessage, response: ServerResponse, error: S3Error) {
  if (response.headersSent) return void response.destroy()
  // HEAD answers carry no body: the SDK reads the status alone (404 is NotFound).
  const xml =
    request.method === 'HEAD'
      ? undefined
      : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${error.code}</Code><Message>${escapeXml(error.message)}</Message><Resource>${escapeXml(request.url ?? '')}</Resource><RequestId>cadenza-test</RequestId></Error>`
  response.writeHead(error.status, { 'Content-Type': 'application/xml' }).end(xml)
}

function escapeXml(text: string) {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`)
}
