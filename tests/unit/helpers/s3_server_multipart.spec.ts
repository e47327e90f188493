import { test } from '@japa/runner'
import { createHash } from 'node:crypto'
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { MIN_PART_SIZE, TestS3Server } from '#tests/helpers/s3_server'

const BUCKET = 'audio'
const KEY = 'uploads/big.flac'

/** What the S3 server answered a refused request, as the AWS SDK read it. */
async function refusal(attempt: Promise<unknown>) {
  const error = await attempt.then(
    () => null,
    (failure: { name: string; message: string; $metadata: { httpStatusCode: number } }) => failure
  )
  return error ? { status: error.$metadata.httpStatusCode, code: error.name } : null
}

function md5(bytes: Buffer) {
  return createHash('md5').update(bytes).digest()
}

/**
 * Multipart uploads on the local S3 server, driven by the real AWS SDK: the
 * direct-to-storage upload tests are only worth something if it keeps S3's
 * rules (part sizes, order, ETags, its error codes).
 */
test.group('Local S3 server: multipart uploads', (group) => {
  let s3: TestS3Server
  let client: S3Client
  // Two full parts and a short last one, each a distinct byte pattern.
  const parts = [
    Buffer.alloc(MIN_PART_SIZE, 1),
    Buffer.alloc(MIN_PART_SIZE, 2),
    Buffer.from('the end'),
  ]

  group.each.setup(async () => {
    s3 = await TestS3Server.start()
    s3.createBucket(BUCKET, { corsOrigins: ['http://app.test'] })
    client = new S3Client({
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: s3.credentials,
      requestChecksumCalculation: 'WHEN_REQUIRED',
    })
    return async () => {
      client.destroy()
      await s3.stop()
    }
  })

  async function create(contentType = 'audio/flac') {
    const created = await client.send(
      new CreateMultipartUploadCommand({ Bucket: BUCKET, Key: KEY, ContentType: contentType })
    )
    return created.UploadId!
  }

  async function upload(uploadId: string, partNumber: number, body: Buffer) {
    const answer = await client.send(
      new UploadPartCommand({
        Bucket: BUCKET,
        Key: KEY,
        UploadId: uploadId,
        PartNumber: partNumber,
        Body: body,
      })
    )
    return answer.ETag!
  }

  const complete = (uploadId: string, list: { PartNumber: number; ETag: string }[]) =>
    client.send(
      new CompleteMultipartUploadCommand({
        Bucket: BUCKET,
        Key: KEY,
        UploadId: uploadId,
        MultipartUpload: { Parts: list },
      })
    )

  test('parts are assembled in order into the object, with the composite ETag md5-of-md5s-N', async ({
    assert,
  }) => {
    const uploadId = await create()
    assert.lengthOf(s3.multipartUploads(BUCKET), 1)
    // Uploaded out of order, as concurrent part uploads finish.
    const etags = [
      await upload(uploadId, 2, parts[1]),
      await upload(uploadId, 3, parts[2]),
      await upload(uploadId, 1, parts[0]),
    ]
    assert.equal(etags[2], `"${md5(parts[0]).toString('hex')}"`)

    const done = await complete(uploadId, [
      { PartNumber: 1, ETag: etags[2] },
      { PartNumber: 2, ETag: etags[0] },
      { PartNumber: 3, ETag: etags[1] },
    ])
    const expectedEtag = `"${md5(Buffer.concat(parts.map(md5))).toString('hex')}-3"`
    assert.equal(done.ETag, expectedEtag)
    assert.equal(done.Key, KEY)
    const stored = s3.object(BUCKET, KEY)!
    assert.isTrue(stored.body.equals(Buffer.concat(parts)))
    assert.equal(stored.contentType, 'audio/flac')
    assert.equal(stored.etag, expectedEtag)
    assert.lengthOf(s3.multipartUploads(BUCKET), 0)
    const read = await client.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: KEY, Range: 'bytes=0-3' })
    )
    assert.deepEqual([...(await read.Body!.transformToByteArray())], [1, 1, 1, 1])
  })

  test('ListParts pages through the uploaded parts with their sizes and ETags', async ({
    assert,
  }) => {
    const uploadId = await create()
    const etag1 = await upload(uploadId, 1, parts[0])
    await upload(uploadId, 4, Buffer.from('four'))
    await upload(uploadId, 2, Buffer.from('two'))

    const all = await client.send(
      new ListPartsCommand({ Bucket: BUCKET, Key: KEY, UploadId: uploadId })
    )
    assert.deepEqual(
      all.Parts!.map((part) => [part.PartNumber, part.Size]),
      [
        [1, MIN_PART_SIZE],
        [2, 3],
        [4, 4],
      ]
    )
    assert.equal(all.Parts![0].ETag, etag1)
    assert.isFalse(all.IsTruncated)

    const first = await client.send(
      new ListPartsCommand({ Bucket: BUCKET, Key: KEY, UploadId: uploadId, MaxParts: 2 })
    )
    assert.deepEqual(
      first.Parts!.map((part) => part.PartNumber),
      [1, 2]
    )
    assert.isTrue(first.IsTruncated)
    const rest = await client.send(
      new ListPartsCommand({
        Bucket: BUCKET,
        Key: KEY,
        UploadId: uploadId,
        PartNumberMarker: first.NextPartNumberMarker,
      })
    )
    assert.deepEqual(
      rest.Parts!.map((part) => part.PartNumber),
      [4]
    )
  })

  test('a part uploaded again replaces the earlier one', async ({ assert }) => {
    const uploadId = await create()
    await upload(uploadId, 1, Buffer.from('first try'))
    const etag = await upload(uploadId, 1, Buffer.from('second'))
    await complete(uploadId, [{ PartNumber: 1, ETag: etag }])
    assert.equal(s3.object(BUCKET, KEY)?.body.toString(), 'second')
  })

  test('a completion list out of order, naming a missing part or a wrong ETag is refused with S3 codes; nothing is stored', async ({
    assert,
  }) => {
    const uploadId = await create()
    const etag1 = await upload(uploadId, 1, parts[0])
    const etag2 = await upload(uploadId, 2, parts[2])

    assert.deepEqual(
      await refusal(
        complete(uploadId, [
          { PartNumber: 2, ETag: etag2 },
          { PartNumber: 1, ETag: etag1 },
        ])
      ),
      { status: 400, code: 'InvalidPartOrder' }
    )
    assert.deepEqual(
      await refusal(
        complete(uploadId, [
          { PartNumber: 1, ETag: etag1 },
          { PartNumber: 1, ETag: etag1 },
        ])
      ),
      { status: 400, code: 'InvalidPartOrder' }
    )
    assert.deepEqual(
      await refusal(
        complete(uploadId, [
          { PartNumber: 1, ETag: etag1 },
          { PartNumber: 3, ETag: etag2 },
        ])
      ),
      { status: 400, code: 'InvalidPart' }
    )
    assert.deepEqual(
      await refusal(
        complete(uploadId, [
          { PartNumber: 1, ETag: etag2 },
          { PartNumber: 2, ETag: etag2 },
        ])
      ),
      { status: 400, code: 'InvalidPart' }
    )
    assert.deepEqual(await refusal(complete(uploadId, [])), { status: 400, code: 'MalformedXML' })
    assert.notExists(s3.object(BUCKET, KEY))
    // A refused completion leaves the upload open, as on S3: the parts can still be completed right.
    await complete(uploadId, [
      { PartNumber: 1, ETag: etag1.replaceAll('"', '') },
      { PartNumber: 2, ETag: etag2 },
    ])
    assert.equal(s3.object(BUCKET, KEY)?.body.length, MIN_PART_SIZE + parts[2].length)
  })

  test('every part but the last must be at least 5 MiB (EntityTooSmall)', async ({ assert }) => {
    const uploadId = await create()
    const small = Buffer.alloc(MIN_PART_SIZE - 1, 7)
    const etag1 = await upload(uploadId, 1, small)
    const etag2 = await upload(uploadId, 2, parts[0])
    assert.deepEqual(
      await refusal(
        complete(uploadId, [
          { PartNumber: 1, ETag: etag1 },
          { PartNumber: 2, ETag: etag2 },
        ])
      ),
      { status: 400, code: 'EntityTooSmall' }
    )
    assert.notExists(s3.object(BUCKET, KEY))
  })

  test('part numbers run from 1 to 10000', async ({ assert }) => {
    const uploadId = await create()
    assert.deepEqual(await refusal(upload(uploadId, 0, Buffer.from('x'))), {
      status: 400,
      code: 'InvalidArgument',
    })
    assert.deepEqual(await refusal(upload(uploadId, 10_001, Buffer.from('x'))), {
      status: 400,
      code: 'InvalidArgument',
    })
    await upload(uploadId, 10_000, Buffer.from('x'))
  })

  test('an aborted, completed, unknown or other-key upload is NoSuchUpload, and an abort drops its parts', async ({
    assert,
  }) => {
    const uploadId = await create()
    await upload(uploadId, 1, Buffer.from('part'))
    const otherKey = client.send(
      new UploadPartCommand({
        Bucket: BUCKET,
        Key: 'uploads/other',
        UploadId: uploadId,
        PartNumber: 1,
        Body: 'x',
      })
    )
    assert.deepEqual(await refusal(otherKey), { status: 404, code: 'NoSuchUpload' })

    await client.send(
      new AbortMultipartUploadCommand({ Bucket: BUCKET, Key: KEY, UploadId: uploadId })
    )
    assert.lengthOf(s3.multipartUploads(BUCKET), 0)
    assert.deepEqual(await refusal(upload(uploadId, 2, Buffer.from('late'))), {
      status: 404,
      code: 'NoSuchUpload',
    })
    assert.deepEqual(
      await refusal(
        client.send(new ListPartsCommand({ Bucket: BUCKET, Key: KEY, UploadId: uploadId }))
      ),
      {
        status: 404,
        code: 'NoSuchUpload',
      }
    )
    assert.deepEqual(await refusal(complete('no-such-upload', [{ PartNumber: 1, ETag: '"x"' }])), {
      status: 404,
      code: 'NoSuchUpload',
    })
    assert.notExists(s3.object(BUCKET, KEY))
  })

  test('parts are uploaded with presigned PUT URLs, from a page of an allowed origin after its preflight', async ({
    assert,
  }) => {
    const uploadId = await create()
    const url = await getSignedUrl(
      client,
      new UploadPartCommand({ Bucket: BUCKET, Key: KEY, UploadId: uploadId, PartNumber: 1 }),
      {
        expiresIn: 600,
      }
    )

    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: {
        'Origin': 'http://app.test',
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'content-type',
      },
    })
    assert.equal(preflight.status, 200)
    assert.equal(preflight.headers.get('access-control-allow-origin'), 'http://app.test')
    assert.include(preflight.headers.get('access-control-allow-methods')!, 'PUT')
    assert.equal(preflight.headers.get('access-control-allow-headers'), 'content-type')
    const foreign = await fetch(url, {
      method: 'OPTIONS',
      headers: { 'Origin': 'http://evil.test', 'Access-Control-Request-Method': 'PUT' },
    })
    assert.equal(foreign.status, 403)

    const put = await fetch(url, {
      method: 'PUT',
      body: 'the only part',
      headers: { Origin: 'http://app.test' },
    })
    assert.equal(put.status, 200)
    assert.equal(put.headers.get('access-control-expose-headers'), 'ETag')
    const etag = put.headers.get('etag')!
    assert.equal(etag, `"${md5(Buffer.from('the only part')).toString('hex')}"`)

    // The signature covers the upload and the part number: another part number is refused.
    const tampered = await fetch(url.replace('partNumber=1', 'partNumber=2'), {
      method: 'PUT',
      body: 'x',
    })
    assert.equal(tampered.status, 403)
    assert.include(await tampered.text(), '<Code>SignatureDoesNotMatch</Code>')

    await complete(uploadId, [{ PartNumber: 1, ETag: etag }])
    assert.equal(s3.object(BUCKET, KEY)?.body.toString(), 'the only part')
  })
})

test.group('Local S3 server: checksums', (group) => {
  let s3: TestS3Server
  group.each.setup(async () => {
    s3 = await TestS3Server.start()
    s3.createBucket(BUCKET)
    return () => s3.stop()
  })

  test('a CRC32 checksum that is not the body’s is refused (BadDigest), as the SDK’s default presigned PUT would be', async ({
    assert,
  }) => {
    // The SDK's default (WHEN_SUPPORTED) signs the CRC32 of the empty body into the URL.
    const client = new S3Client({
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: s3.credentials,
    })
    const url = await getSignedUrl(client, new PutObjectCommand({ Bucket: BUCKET, Key: KEY }), {
      expiresIn: 60,
    })
    assert.include(url, 'x-amz-checksum-crc32=')
    const refused = await fetch(url, { method: 'PUT', body: 'audio' })
    assert.equal(refused.status, 400)
    assert.include(await refused.text(), '<Code>BadDigest</Code>')
    assert.notExists(s3.object(BUCKET, KEY))

    // A checksum of the body itself is accepted.
    await client.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: KEY, Body: 'audio', ChecksumAlgorithm: 'CRC32' })
    )
    assert.equal(s3.object(BUCKET, KEY)?.body.toString(), 'audio')
    client.destroy()
  })
})

test.group('Local S3 server: metadata, DeleteObjects, ListMultipartUploads', (group) => {
  let s3: TestS3Server
  let client: S3Client
  group.each.setup(async () => {
    s3 = await TestS3Server.start()
    s3.createBucket(BUCKET)
    client = new S3Client({
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: s3.credentials,
      requestChecksumCalculation: 'WHEN_REQUIRED',
    })
    return async () => {
      client.destroy()
      await s3.stop()
    }
  })

  test('user metadata is kept on objects, including those assembled from parts', async ({
    assert,
  }) => {
    await client.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: 'a.info',
        Body: '{}',
        Metadata: { 'upload-id': 'abc' },
      })
    )
    const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'a.info' }))
    assert.deepEqual(head.Metadata, { 'upload-id': 'abc' })

    const { UploadId } = await client.send(
      new CreateMultipartUploadCommand({
        Bucket: BUCKET,
        Key: KEY,
        Metadata: { 'tus-version': '1.0.0' },
      })
    )
    const part = await client.send(
      new UploadPartCommand({ Bucket: BUCKET, Key: KEY, UploadId, PartNumber: 1, Body: 'x' })
    )
    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket: BUCKET,
        Key: KEY,
        UploadId,
        MultipartUpload: { Parts: [{ PartNumber: 1, ETag: part.ETag }] },
      })
    )
    const read = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: KEY }))
    assert.deepEqual(read.Metadata, { 'tus-version': '1.0.0' })
  })

  test('DeleteObjects deletes the listed keys; ListMultipartUploads lists the open uploads', async ({
    assert,
  }) => {
    for (const key of ['a', 'b', 'c'])
      await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: key }))
    const deleted = await client.send(
      new DeleteObjectsCommand({
        Bucket: BUCKET,
        Delete: { Objects: [{ Key: 'a' }, { Key: 'c' }] },
      })
    )
    assert.deepEqual(
      deleted.Deleted?.map((entry) => entry.Key),
      ['a', 'c']
    )
    assert.notExists(s3.object(BUCKET, 'a'))
    assert.exists(s3.object(BUCKET, 'b'))

    const { UploadId } = await client.send(
      new CreateMultipartUploadCommand({ Bucket: BUCKET, Key: KEY })
    )
    const listed = await client.send(new ListMultipartUploadsCommand({ Bucket: BUCKET }))
    assert.deepEqual(
      listed.Uploads?.map((upload) => [upload.Key, upload.UploadId]),
      [[KEY, UploadId]]
    )
    assert.instanceOf(listed.Uploads?.[0].Initiated, Date)
  })
})
