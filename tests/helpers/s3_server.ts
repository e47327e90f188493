/**
 * A real S3-compatible server on a free local port, for tests of the S3
 * disks: it speaks the S3 REST protocol with path-style addressing
 * (http://127.0.0.1:<port>/<bucket>/<key>) and implements what our code
 * uses: PutObject, HeadObject, GetObject (with a byte Range and the
 * response-content-type override of signed requests), DeleteObject, and
 * user metadata (x-amz-meta-*), DeleteObjects, and multipart uploads
 * (CreateMultipartUpload, UploadPart, ListParts, ListMultipartUploads,
 * CompleteMultipartUpload, AbortMultipartUpload) with S3's rules: part
 * numbers 1 to 10000, every part but the last at least 5 MiB, a completion
 * list in ascending order naming uploaded parts by their ETags, and the
 * composite ETag `md5(md5s)-N` of the assembled object.
 *
 * Like S3 it refuses what it cannot authenticate: every request must carry
 * an AWS Signature V4, in the Authorization header or in a presigned URL's
 * query, that it recomputes with the same credentials (@smithy/signature-v4,
 * the signer the AWS SDK uses); a mismatch, an unknown key id, a stale
 * x-amz-date, an expired URL or a body that is not the one signed are
 * answered with S3's XML error and 403 (400 for the body). Buckets created
 * with `publicRead` also serve GET/HEAD to anonymous requests, like a bucket
 * with a public-read policy; buckets created with `corsOrigins` answer a
 * browser's preflight from those origins and expose ETag, like a bucket
 * with a CORS configuration (a page uploading parts straight to storage).
 *
 *   const s3 = await TestS3Server.start()
 *   s3.createBucket('audio')
 *   ... point an S3 client at s3.endpoint with s3.credentials, s3.region ...
 *   s3.object('audio', 'tracks/a.wav')?.body
 *   await s3.stop()
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { crc32 } from 'node:zlib'
import { SignatureV4 } from '@smithy/signature-v4'
import type { Hash, HttpRequest, SourceData } from '@smithy/types'

export interface StoredObject {
  body: Buffer
  contentType: string
  etag: string
  lastModified: Date
  /** User metadata (x-amz-meta-<name> headers), by lower-cased name without the prefix. */
  metadata: Record<string, string>
}

/** A multipart upload in progress: its parts as uploaded, by part number. */
export interface MultipartUpload {
  uploadId: string
  bucket: string
  key: string
  contentType: string
  metadata: Record<string, string>
  initiated: Date
  parts: Map<number, StoredPart>
}

export interface StoredPart {
  body: Buffer
  /** The part's MD5, quoted, as UploadPart answers it. */
  etag: string
  lastModified: Date
}

interface Bucket {
  publicRead: boolean
  corsOrigins: string[]
  objects: Map<string, StoredObject>
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
/** S3's smallest part, except the last one of an upload. */
export const MIN_PART_SIZE = 5 * 1024 * 1024
/** S3's part numbers run from 1 to this. */
export const MAX_PART_NUMBER = 10_000
/** ListParts' default and largest page. */
const MAX_LISTED_PARTS = 1000

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
  return ArrayBuffer.isView(data)
    ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
    : Buffer.from(data)
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
  readonly credentials = {
    accessKeyId: 'CADENZATESTKEY',
    secretAccessKey: 'cadenza-test-secret-key',
  }
  /** Every request received, oldest first (refused ones included). */
  readonly requests: ReceivedRequest[] = []
  #buckets = new Map<string, Bucket>()
  #uploads = new Map<string, MultipartUpload>()
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
        const s3Error =
          error instanceof S3Error ? error : new S3Error(500, 'InternalError', String(error))
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

  /**
   * `publicRead`: anonymous GET/HEAD are served. `corsOrigins`: pages of
   * these origins may call the bucket from a browser (PUT to presigned
   * URLs) and read the ETag header of the answer.
   */
  createBucket(name: string, options: { publicRead?: boolean; corsOrigins?: string[] } = {}) {
    this.#buckets.set(name, {
      publicRead: options.publicRead ?? false,
      corsOrigins: options.corsOrigins ?? [],
      objects: new Map(),
    })
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

  /** The multipart uploads begun in `bucket` and neither completed nor aborted. */
  multipartUploads(bucket: string) {
    return [...this.#uploads.values()].filter((upload) => upload.bucket === bucket)
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
    const [bucketName = '', ...keySegments] = target.path
      .slice(1)
      .split('/')
      .map(decodeURIComponent)
    const key = keySegments.join('/')
    const method = request.method!
    this.requests.push({ method, target: request.url!, bucket: bucketName, key })
    const body = await readBody(request)

    const bucket = this.#buckets.get(bucketName)
    if (bucket && allowCors(request, response, bucket)) return
    const anonymousRead = bucket?.publicRead && (method === 'GET' || method === 'HEAD')
    if (!anonymousRead || isSigned(request, target)) await this.#authenticate(request, target, body)
    assertChecksum(request, target, body)

    if (!bucket) throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist')
    if (!key) return this.#bucketRequest(request, response, target, body, bucketName, bucket)

    if (method === 'POST' && target.query.has('uploads'))
      return this.#createMultipartUpload(request, response, bucketName, key)
    const uploadId = target.query.get('uploadId')
    if (uploadId !== null)
      return this.#multipartRequest(
        request,
        response,
        target,
        body,
        this.#upload(bucketName, key, uploadId)
      )

    if (method === 'PUT') {
      if (request.headers['x-amz-copy-source'])
        throw new S3Error(
          501,
          'NotImplemented',
          'CopyObject is not implemented by this test server'
        )
      const object = {
        body,
        contentType: request.headers['content-type'] ?? 'binary/octet-stream',
        etag: md5Etag(body),
        lastModified: this.#lastModified(),
        metadata: userMetadata(request),
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
    throw new S3Error(
      405,
      'MethodNotAllowed',
      'The specified method is not allowed against this resource.'
    )
  }

  #now() {
    return Date.now() + this.#clockOffsetMs
  }

  /** The bucket operations our code uses: DeleteObjects (POST ?delete) and ListMultipartUploads (GET ?uploads). */
  #bucketRequest(
    request: IncomingMessage,
    response: ServerResponse,
    target: Target,
    body: Buffer,
    name: string,
    bucket: Bucket
  ) {
    if (request.method === 'POST' && target.query.has('delete')) {
      const keys = [...body.toString('utf8').matchAll(/<Object>([\s\S]*?)<\/Object>/g)].map(
        ([, object]) => elementText(object, 'Key')
      )
      if (keys.length === 0 || keys.length > 1000 || keys.some((key) => !key)) {
        throw new S3Error(
          400,
          'MalformedXML',
          'The XML you provided was not well-formed or did not validate against our published schema'
        )
      }
      for (const key of keys) bucket.objects.delete(key!)
      const deleted = keys.map((key) => `<Deleted><Key>${escapeXml(key!)}</Key></Deleted>`).join('')
      return sendXml(response, 200, 'DeleteResult', {}, deleted)
    }
    if (request.method === 'GET' && target.query.has('uploads')) {
      const uploads = this.multipartUploads(name)
        .map(
          (upload) =>
            `<Upload><Key>${escapeXml(upload.key)}</Key><UploadId>${escapeXml(upload.uploadId)}</UploadId><Initiated>${upload.initiated.toISOString()}</Initiated></Upload>`
        )
        .join('')
      return sendXml(
        response,
        200,
        'ListMultipartUploadsResult',
        { Bucket: name, IsTruncated: 'false' },
        uploads
      )
    }
    throw new S3Error(
      501,
      'NotImplemented',
      'This bucket operation is not implemented by this test server'
    )
  }

  #createMultipartUpload(
    request: IncomingMessage,
    response: ServerResponse,
    bucket: string,
    key: string
  ) {
    const uploadId = randomBytes(24).toString('base64url')
    const contentType = request.headers['content-type'] ?? 'binary/octet-stream'
    this.#uploads.set(uploadId, {
      uploadId,
      bucket,
      key,
      contentType,
      metadata: userMetadata(request),
      initiated: this.#lastModified(),
      parts: new Map(),
    })
    sendXml(response, 200, 'InitiateMultipartUploadResult', {
      Bucket: bucket,
      Key: key,
      UploadId: uploadId,
    })
  }

  /** The upload `uploadId` names, if it is one of this bucket and key. */
  #upload(bucket: string, key: string, uploadId: string) {
    const upload = this.#uploads.get(uploadId)
    if (!upload || upload.bucket !== bucket || upload.key !== key) {
      throw new S3Error(
        404,
        'NoSuchUpload',
        'The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.'
      )
    }
    return upload
  }

  /** UploadPart (PUT), ListParts (GET), CompleteMultipartUpload (POST) and AbortMultipartUpload (DELETE). */
  #multipartRequest(
    request: IncomingMessage,
    response: ServerResponse,
    target: Target,
    body: Buffer,
    upload: MultipartUpload
  ) {
    switch (request.method) {
      case 'PUT': {
        if (request.headers['x-amz-copy-source'])
          throw new S3Error(
            501,
            'NotImplemented',
            'UploadPartCopy is not implemented by this test server'
          )
        const partNumber = partNumberOf(target.query.get('partNumber'))
        const part = { body, etag: md5Etag(body), lastModified: this.#lastModified() }
        // Uploading a part number again replaces the part, as on S3.
        upload.parts.set(partNumber, part)
        response.writeHead(200, { ETag: part.etag }).end()
        return
      }
      case 'GET':
        return sendPartList(response, target, upload)
      case 'POST':
        return this.#completeMultipartUpload(response, body, upload)
      case 'DELETE':
        this.#uploads.delete(upload.uploadId)
        response.writeHead(204).end()
        return
    }
    throw new S3Error(
      405,
      'MethodNotAllowed',
      'The specified method is not allowed against this resource.'
    )
  }

  /** Assembles the listed parts into the object, by S3's rules, and ends the upload. */
  #completeMultipartUpload(response: ServerResponse, body: Buffer, upload: MultipartUpload) {
    const listed = completionList(body)
    const parts: StoredPart[] = []
    for (const [index, { partNumber, etag }] of listed.entries()) {
      if (index > 0 && partNumber <= listed[index - 1].partNumber) {
        throw new S3Error(
          400,
          'InvalidPartOrder',
          'The list of parts was not in ascending order. Parts must be ordered by part number.'
        )
      }
      const part = upload.parts.get(partNumber)
      if (!part || normalizeEtag(etag) !== part.etag) {
        throw new S3Error(
          400,
          'InvalidPart',
          "One or more of the specified parts could not be found. The part may not have been uploaded, or the specified entity tag may not match the part's entity tag."
        )
      }
      parts.push(part)
    }
    if (parts.slice(0, -1).some((part) => part.body.length < MIN_PART_SIZE)) {
      throw new S3Error(
        400,
        'EntityTooSmall',
        'Your proposed upload is smaller than the minimum allowed object size.'
      )
    }
    const md5s = parts.map((part) => Buffer.from(part.etag.slice(1, -1), 'hex'))
    const object: StoredObject = {
      body: Buffer.concat(parts.map((part) => part.body)),
      contentType: upload.contentType,
      etag: `"${createHash('md5').update(Buffer.concat(md5s)).digest('hex')}-${parts.length}"`,
      lastModified: this.#lastModified(),
      metadata: upload.metadata,
    }
    this.#buckets.get(upload.bucket)!.objects.set(upload.key, object)
    this.#uploads.delete(upload.uploadId)
    sendXml(response, 200, 'CompleteMultipartUploadResult', {
      Location: `${this.endpoint}/${upload.bucket}/${encodeKey(upload.key)}`,
      Bucket: upload.bucket,
      Key: upload.key,
      ETag: object.etag,
    })
  }

  /** S3 keeps modification times to the second. */
  #lastModified() {
    return new Date(Math.floor(this.#now() / 1000) * 1000)
  }

  async #authenticate(request: IncomingMessage, target: Target, body: Buffer) {
    const authorization = request.headers.authorization
    if (authorization) return this.#verifyHeaderSignature(request, target, body, authorization)
    if (target.query.has('X-Amz-Signature')) return this.#verifyPresignedUrl(request, target)
    throw new S3Error(403, 'AccessDenied', 'Access Denied')
  }

  async #verifyHeaderSignature(
    request: IncomingMessage,
    target: Target,
    body: Buffer,
    authorization: string
  ) {
    const match = authorization.match(
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/[^,]+, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/
    )
    if (!match)
      throw new S3Error(
        400,
        'AuthorizationHeaderMalformed',
        'The authorization header is malformed.'
      )
    const [, accessKeyId, signedHeaderList, signature] = match
    this.#assertKnownKey(accessKeyId)

    const signingDate = parseAmzDate(header(request, 'x-amz-date'))
    if (Math.abs(this.#now() - signingDate.getTime()) > MAX_CLOCK_SKEW_MS) {
      throw new S3Error(
        403,
        'RequestTimeTooSkewed',
        'The difference between the request time and the current time is too large.'
      )
    }
    const payloadHash = header(request, 'x-amz-content-sha256')
    if (!payloadHash)
      throw new S3Error(
        400,
        'InvalidRequest',
        'Missing required header for this request: x-amz-content-sha256'
      )
    if (payloadHash.startsWith('STREAMING-')) {
      throw new S3Error(
        501,
        'NotImplemented',
        'aws-chunked uploads are not implemented by this test server'
      )
    }
    if (
      payloadHash !== UNSIGNED_PAYLOAD &&
      payloadHash !== createHash('sha256').update(body).digest('hex')
    ) {
      throw new S3Error(
        400,
        'XAmzContentSHA256Mismatch',
        "The provided 'x-amz-content-sha256' header does not match what was computed."
      )
    }

    const signedHeaders = signedHeaderList.split(';')
    const recomputed = await this.#signer.sign(
      this.#signableRequest(request, target, signedHeaders),
      {
        signingDate,
        signableHeaders: new Set(signedHeaders),
      }
    )
    const expected = String(recomputed.headers.authorization).match(/Signature=([0-9a-f]{64})$/)![1]
    assertSameSignature(signature, expected)
  }

  async #verifyPresignedUrl(request: IncomingMessage, target: Target) {
    const query = target.query
    if (query.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256')
      throw new S3Error(400, 'AuthorizationQueryParametersError', 'Unsupported X-Amz-Algorithm.')
    this.#assertKnownKey((query.get('X-Amz-Credential') ?? '').split('/')[0])

    const signingDate = parseAmzDate(query.get('X-Amz-Date'))
    const expiresIn = Number(query.get('X-Amz-Expires'))
    if (!Number.isInteger(expiresIn) || expiresIn < 1 || expiresIn > MAX_PRESIGNED_SECONDS) {
      throw new S3Error(
        400,
        'AuthorizationQueryParametersError',
        'X-Amz-Expires must be a number of seconds up to 604800.'
      )
    }
    if (this.#now() > signingDate.getTime() + expiresIn * 1000)
      throw new S3Error(403, 'AccessDenied', 'Request has expired')

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
      throw new S3Error(
        403,
        'InvalidAccessKeyId',
        'The AWS Access Key Id you provided does not exist in our records.'
      )
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
    return {
      method: request.method!,
      protocol: 'http:',
      hostname: '127.0.0.1',
      path: target.path,
      query,
      headers,
    }
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
  return {
    path: target.slice(0, queryStart),
    query: new URLSearchParams(target.slice(queryStart + 1)),
  }
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
  if (!match)
    throw new S3Error(
      403,
      'AccessDenied',
      'AWS authentication requires a valid Date or x-amz-date header'
    )
  const [, year, month, day, hours, minutes, seconds] = match.map(Number)
  return new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds))
}

function assertSameSignature(received: string, expected: string) {
  const same =
    received.length === expected.length &&
    timingSafeEqual(Buffer.from(received), Buffer.from(expected))
  if (!same) {
    throw new S3Error(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided.'
    )
  }
}

/** GetObject/HeadObject: the whole object or one byte range of it. */
function sendObject(
  request: IncomingMessage,
  response: ServerResponse,
  target: Target,
  object: StoredObject
) {
  const size = object.body.length
  const headers: Record<string, string> = {
    // A signed request may ask for the Content-Type the response carries (GetObject's ResponseContentType).
    'Content-Type':
      (isSigned(request, target) && target.query.get('response-content-type')) ||
      object.contentType,
    'ETag': object.etag,
    'Last-Modified': object.lastModified.toUTCString(),
    'Accept-Ranges': 'bytes',
  }
  for (const [name, value] of Object.entries(object.metadata)) headers[`x-amz-meta-${name}`] = value
  const range = request.headers.range ? byteRange(request.headers.range, size) : null
  const [start, end] = range ?? [0, size - 1]
  headers['Content-Length'] = String(size === 0 ? 0 : end - start + 1)
  if (range) headers['Content-Range'] = `bytes ${start}-${end}/${size}`
  response.writeHead(range ? 206 : 200, headers)
  response.end(
    request.method === 'HEAD' || size === 0 ? undefined : object.body.subarray(start, end + 1)
  )
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
  if (first >= size || first > last)
    throw new S3Error(416, 'InvalidRange', 'The requested range is not satisfiable')
  return [first, last]
}

/**
 * A CRC32 checksum the client sent (header or presigned query) must be the
 * body's, as on S3: a URL presigned with the checksum of another body (the
 * SDK's default computes one of the empty body at signing) cannot upload.
 */
function assertChecksum(request: IncomingMessage, target: Target, body: Buffer) {
  const sent = header(request, 'x-amz-checksum-crc32') ?? target.query.get('x-amz-checksum-crc32')
  if (sent === undefined || sent === null) return
  const actual = Buffer.alloc(4)
  actual.writeUInt32BE(crc32(body))
  if (sent !== actual.toString('base64')) {
    throw new S3Error(
      400,
      'BadDigest',
      'The CRC32 you specified did not match the calculated checksum.'
    )
  }
}

/** The x-amz-meta-* headers of a request, as S3 keeps them (names lower-cased, without the prefix). */
function userMetadata(request: IncomingMessage) {
  const metadata: Record<string, string> = {}
  for (const [name, value] of Object.entries(request.headers)) {
    if (name.startsWith('x-amz-meta-') && value !== undefined)
      metadata[name.slice('x-amz-meta-'.length)] = [value].flat().join(',')
  }
  return metadata
}

function md5Etag(body: Buffer) {
  return `"${createHash('md5').update(body).digest('hex')}"`
}

/** An ETag as a client sent it back: quoted or not, in any case. */
function normalizeEtag(etag: string) {
  return `"${etag.replace(/^"|"$/g, '').toLowerCase()}"`
}

function partNumberOf(value: string | null) {
  const partNumber = Number(value)
  if (!/^\d+$/.test(value ?? '') || partNumber < 1 || partNumber > MAX_PART_NUMBER) {
    throw new S3Error(
      400,
      'InvalidArgument',
      `Part number must be an integer between 1 and ${MAX_PART_NUMBER}, inclusive`
    )
  }
  return partNumber
}

/** The parts a CompleteMultipartUpload body lists, in its order. */
function completionList(body: Buffer) {
  const xml = body.toString('utf8')
  const root = xml.match(
    /<CompleteMultipartUpload(?:\s[^>]*)?>([\s\S]*)<\/CompleteMultipartUpload>/
  )
  const parts = [...(root?.[1] ?? '').matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map(([, part]) => ({
    partNumber: Number(elementText(part, 'PartNumber')),
    etag: elementText(part, 'ETag') ?? '',
  }))
  if (
    !root ||
    parts.length === 0 ||
    parts.some((part) => !Number.isInteger(part.partNumber) || !part.etag)
  ) {
    throw new S3Error(
      400,
      'MalformedXML',
      'The XML you provided was not well-formed or did not validate against our published schema'
    )
  }
  return parts
}

function elementText(xml: string, name: string) {
  const text = xml.match(new RegExp(`<${name}>([^<]*)</${name}>`))?.[1]
  return text === undefined ? undefined : unescapeXml(text)
}

/** ListParts: one page of the uploaded parts, after `part-number-marker`, at most `max-parts`. */
function sendPartList(response: ServerResponse, target: Target, upload: MultipartUpload) {
  const marker = Number(target.query.get('part-number-marker') ?? 0)
  const maxParts = Math.min(
    Number(target.query.get('max-parts') ?? MAX_LISTED_PARTS),
    MAX_LISTED_PARTS
  )
  const after = [...upload.parts.entries()]
    .filter(([partNumber]) => partNumber > marker)
    .sort(([a], [b]) => a - b)
  const page = after.slice(0, maxParts)
  const truncated = after.length > page.length
  const parts = page
    .map(
      ([partNumber, part]) =>
        `<Part><PartNumber>${partNumber}</PartNumber><LastModified>${part.lastModified.toISOString()}</LastModified><ETag>${escapeXml(part.etag)}</ETag><Size>${part.body.length}</Size></Part>`
    )
    .join('')
  const fields = {
    Bucket: upload.bucket,
    Key: upload.key,
    UploadId: upload.uploadId,
    PartNumberMarker: String(marker),
    NextPartNumberMarker: String(page.at(-1)?.[0] ?? marker),
    MaxParts: String(maxParts),
    IsTruncated: String(truncated),
    StorageClass: 'STANDARD',
  }
  sendXml(response, 200, 'ListPartsResult', fields, parts)
}

function sendXml(
  response: ServerResponse,
  status: number,
  root: string,
  fields: Record<string, string>,
  extra = ''
) {
  const elements = Object.entries(fields)
    .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    .join('')
  response
    .writeHead(status, { 'Content-Type': 'application/xml' })
    .end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${elements}${extra}</${root}>`
    )
}

function encodeKey(key: string) {
  return key.split('/').map(encodeURIComponent).join('/')
}

/**
 * CORS as a bucket with a CORS configuration for `corsOrigins` answers it:
 * the preflight (answered here, true) needs no signature; the answers to
 * the requests themselves carry the allowed origin and expose ETag, which a
 * page uploading parts must read.
 */
function allowCors(request: IncomingMessage, response: ServerResponse, bucket: Bucket) {
  const origin = request.headers.origin
  const allowed = origin !== undefined && bucket.corsOrigins.includes(origin)
  if (request.method === 'OPTIONS') {
    const requestedMethod = header(request, 'access-control-request-method') ?? ''
    if (!allowed || !['GET', 'HEAD', 'PUT', 'POST', 'DELETE'].includes(requestedMethod)) {
      throw new S3Error(403, 'AccessForbidden', 'CORSResponse: This CORS request is not allowed.')
    }
    response
      .writeHead(200, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Methods': 'GET, HEAD, PUT, POST, DELETE',
        'Access-Control-Allow-Headers': header(request, 'access-control-request-headers') ?? '',
        'Access-Control-Expose-Headers': 'ETag',
        'Access-Control-Max-Age': '3000',
        'Vary': 'Origin, Access-Control-Request-Headers, Access-Control-Request-Method',
      })
      .end()
    return true
  }
  if (allowed) {
    response.setHeader('Access-Control-Allow-Origin', origin)
    response.setHeader('Access-Control-Expose-Headers', 'ETag')
    response.setHeader('Vary', 'Origin')
  }
  return false
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

function unescapeXml(text: string) {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) =>
    entity.startsWith('#')
      ? String.fromCodePoint(
          entity[1].toLowerCase() === 'x'
            ? Number.parseInt(entity.slice(2), 16)
            : Number(entity.slice(1))
        )
      : named[entity.toLowerCase()]
  )
}
