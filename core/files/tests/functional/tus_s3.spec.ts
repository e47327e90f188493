import { test } from '@japa/runner'
import { createHash } from 'node:crypto'
import * as tus from 'tus-js-client'
import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { UserFactory } from '#database/factories/user_factory'
import { AppProcess } from '#tests/helpers/app_process'
import { TestS3Server } from '#tests/helpers/s3_server'
import { signIn } from '#tests/helpers/sign_in'
import { mp3Bytes } from '../helpers/sample_files.js'

const BUCKET = 'cadenza-uploads'

function sha256(bytes: Uint8Array) {
  return createHash('sha256').update(bytes).digest('hex')
}

/**
 * What @tus/s3-store needs of the S3 server: multipart uploads, and user
 * metadata (x-amz-meta-*) kept on objects, where it records the upload's
 * multipart id. Probed, since the local test server grows these features.
 */
async function speaksWhatTheS3StoreNeeds() {
  const s3 = await TestS3Server.start()
  s3.createBucket(BUCKET)
  if (!('multipartUploads' in s3)) return s3.stop().then(() => false)
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: s3.credentials,
  })
  try {
    await client.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: 'probe', Body: 'x', Metadata: { probe: 'kept' } })
    )
    const { Metadata } = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'probe' }))
    return Metadata?.probe === 'kept'
  } finally {
    client.destroy()
    await s3.stop()
  }
}
const supported = await speaksWhatTheS3StoreNeeds()

/**
 * With S3_BUCKET the tus server keeps uploads in the uploads bucket
 * (@tus/s3-store: a multipart upload, parts below the minimum kept as a
 * `.part` object), so every app node resumes any upload; tus/entries
 * registers the finished object where it is, under its random upload id.
 */
test.group('tus uploads on an S3-compatible uploads disk', (group) => {
  let s3: TestS3Server
  let server: AppProcess | null = null
  group.setup(async () => {
    s3 = await TestS3Server.start()
    s3.createBucket(BUCKET)
    if (supported)
      server = await AppProcess.start({
        ...s3.appEnvironment({ bucket: BUCKET }),
        SESSION_DRIVER: 'cookie',
      })
    return async () => {
      await server?.stop()
      await s3.stop()
    }
  })

  test('an upload in 1 MB chunks is stored in the bucket and becomes an entry with the same bytes', async ({
    assert,
  }) => {
    const session = await signIn(await UserFactory.create(), { origin: server!.url('') })
    const bytes = mp3Bytes(15_000)
    const url = await new Promise<string>((resolve, reject) => {
      const upload = new tus.Upload(bytes, {
        endpoint: server!.url('/api/v1/tus/upload'),
        headers: {
          'cookie': session.cookieHeader(),
          'X-XSRF-TOKEN': decodeURIComponent(session.cookie('XSRF-TOKEN')!),
        },
        metadata: { name: 'Long take.mp3', clientExtension: 'mp3' },
        chunkSize: 1024 * 1024,
        overridePatchMethod: true,
        retryDelays: [],
        onSuccess: () => resolve(upload.url!),
        onError: reject,
      })
      upload.start()
    })
    const uploadKey = url.slice(url.lastIndexOf('/') + 1)
    const registered = await session.post('/api/v1/tus/entries').json({ uploadKey })
    assert.equal(registered.status(), 201, registered.text())
    const entry = registered.body().fileEntry
    assert.include(entry, {
      path: uploadKey,
      disk: 'uploads',
      mime: 'audio/mpeg',
      file_size: bytes.length,
    })
    assert.equal(sha256(s3.object(BUCKET, uploadKey)!.body), sha256(bytes))
    // The store's record of the upload is gone with it.
    assert.notExists(s3.object(BUCKET, `${uploadKey}.info`))
  })
    .timeout(60_000)
    .skip(
      !supported,
      'the local S3 server lacks multipart uploads or x-amz-meta-* metadata (tests/helpers/s3_server.ts)'
    )
})
