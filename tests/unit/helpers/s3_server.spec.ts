import { test } from '@japa/runner'
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { Disk } from '@adonisjs/drive'
import { S3Driver } from '@adonisjs/drive/drivers/s3'
import { s3DiskOptions, type S3Connection } from '#core/kernel/storage/s3_disk_options'
import { TestS3Server } from '#tests/helpers/s3_server'

/** Why the S3 server refused what a disk asked, as the AWS SDK read its answer. */
async function refusal(attempt: Promise<unknown>) {
  const error = await attempt.then(
    () => null,
    (failure: { cause?: { name: string; $metadata: { httpStatusCode: number } } }) => failure.cause
  )
  return error ? { status: error.$metadata.httpStatusCode, code: error.name } : null
}

/**
 * The local S3 server stands in for S3 in the storage tests only if it is as
 * strict: these check that it refuses requests S3 would refuse.
 */
test.group('Local S3 server', (group) => {
  let s3: TestS3Server
  let connection: S3Connection

  group.each.setup(async () => {
    s3 = await TestS3Server.start()
    s3.createBucket('audio')
    connection = { region: s3.region, endpoint: s3.endpoint, forcePathStyle: true, ...s3.credentials }
    return () => s3.stop()
  })

  const diskWith = (overrides: Partial<S3Connection>) =>
    new Disk(new S3Driver(s3DiskOptions({ ...connection, ...overrides }, { bucket: 'audio', visibility: 'private' })))

  test('requests signed with the right credentials are served', async ({ assert }) => {
    const disk = diskWith({})
    await disk.put('tracks/a.wav', 'RIFF')
    assert.equal(s3.object('audio', 'tracks/a.wav')?.body.toString(), 'RIFF')
    assert.equal(await disk.get('tracks/a.wav'), 'RIFF')
  })

  test('a header signature made with another secret or key id, or at another time, is refused and nothing is stored', async ({ assert }) => {
    assert.deepEqual(await refusal(diskWith({ secretAccessKey: 'not-the-secret' }).put('tracks/a.wav', 'RIFF')), { status: 403, code: 'SignatureDoesNotMatch' })
    assert.deepEqual(await refusal(diskWith({ accessKeyId: 'SOMEONEELSE' }).put('tracks/a.wav', 'RIFF')), { status: 403, code: 'InvalidAccessKeyId' })
    s3.setClockOffset(20 * 60_000)
    assert.deepEqual(await refusal(diskWith({}).put('tracks/a.wav', 'RIFF')), { status: 403, code: 'RequestTimeTooSkewed' })
    assert.notExists(s3.object('audio', 'tracks/a.wav'))
  })

  test('a body other than the one signed is refused and not stored', async ({ assert }) => {
    const client = new S3Client({ ...connection, credentials: s3.credentials })
    // After the signature, as a proxy on the way could: the bytes change, the signed hash does not.
    client.middlewareStack.addRelativeTo(
      (next: any) => (args: any) => next({ ...args, request: Object.assign(args.request, { body: 'RIFX' }) }),
      { relation: 'after', toMiddleware: 'httpSigningMiddleware' }
    )
    const put = client.send(new PutObjectCommand({ Bucket: 'audio', Key: 'tracks/a.wav', Body: 'RIFF' }))
    await assert.rejects(() => put, /x-amz-content-sha256/)
    assert.notExists(s3.object('audio', 'tracks/a.wav'))
  })

  test('unsigned requests are refused unless they read a public bucket', async ({ assert }) => {
    s3.createBucket('covers', { publicRead: true })
    const disk = diskWith({})
    await disk.put('tracks/a.wav', 'RIFF')
    await new Disk(new S3Driver(s3DiskOptions(connection, { bucket: 'covers', visibility: 'public' }))).put('a.png', 'PNG')

    const privateRead = await fetch(`${s3.endpoint}/audio/tracks/a.wav`)
    assert.equal(privateRead.status, 403)
    assert.include(await privateRead.text(), '<Code>AccessDenied</Code>')
    assert.equal(await (await fetch(`${s3.endpoint}/covers/a.png`)).text(), 'PNG')
    assert.equal((await fetch(`${s3.endpoint}/covers/a.png`, { method: 'PUT', body: 'other' })).status, 403)
  })
})
