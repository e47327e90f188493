import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { AppProcess, QueueWorkerProcess } from '#tests/helpers/app_process'
import { MIN_PART_SIZE, TestS3Server } from '#tests/helpers/s3_server'
import { signIn } from '#tests/helpers/sign_in'
import { CookieSession } from '#tests/helpers/cookie_session'
import { withoutRolePermission } from '#tests/helpers/permissions'
import { UserFactory } from '#database/factories/user_factory'

const BUCKET = 'cadenza-audio'

/** The first bytes of an MPEG audio frame (layer III, 128 kbit/s, 44.1 kHz): what an MP3 starts with. */
const MP3_FRAME = Buffer.from([0xff, 0xfb, 0x90, 0x64])

/** A file of `size` bytes that begins like an MP3. */
function mp3Bytes(size: number, fill = 0x55) {
  const bytes = Buffer.alloc(size, fill)
  MP3_FRAME.copy(bytes)
  return bytes
}

async function putTo(url: string, body: Buffer) {
  const response = await fetch(url, { method: 'PUT', body })
  return {
    status: response.status,
    etag: response.headers.get('etag'),
    text: await response.text(),
  }
}

/**
 * Direct-to-storage uploads (spec section 7, s3/*) against the local S3
 * server, through an app server whose uploads disk is that bucket
 * (S3_BUCKET is read at boot: tests/helpers/app_process.ts).
 */
test.group('Direct uploads to S3-compatible storage', (group) => {
  let s3: TestS3Server
  let server: AppProcess
  let adminSession: CookieSession

  const api = (session: CookieSession, path: string, body: object) =>
    session.post(`/api/v1/${path}`).json(body)

  async function setDirectUpload(on: boolean) {
    const saved = await adminSession
      .put('/api/v1/settings')
      .json({ settings: { 'uploads.direct_upload': on } })
    if (saved.status() !== 200)
      throw new Error(`Saving the setting failed: ${saved.status()} ${saved.text()}`)
  }

  async function uploader() {
    const user = await UserFactory.create()
    return { user, session: await signIn(user, { origin: server.url('') }) }
  }

  group.setup(async () => {
    s3 = await TestS3Server.start()
    s3.createBucket(BUCKET)
    server = await AppProcess.start({
      ...s3.appEnvironment({ bucket: BUCKET }),
      READ_CACHE: 'false',
    })
    adminSession = await signIn(await UserFactory.apply('admin').create(), {
      origin: server.url(''),
    })
    await setDirectUpload(true)
    return async () => {
      await setDirectUpload(false)
      await server.stop()
      await s3.stop()
    }
  })

  /** Begins a multipart upload of `size` bytes and uploads `parts` through signed URLs; returns what the browser keeps. */
  async function uploadParts(session: CookieSession, size: number, parts: Buffer[]) {
    const created = await api(session, 's3/multipart/create', {
      filename: 'Long mix.mp3',
      mime: 'audio/mpeg',
      size,
      extension: 'mp3',
    })
    if (created.status() !== 200) throw new Error(`create: ${created.status()} ${created.text()}`)
    const { key, uploadId } = created.body()
    const signed = await api(session, 's3/multipart/batch-sign-part-urls', {
      key,
      uploadId,
      partNumbers: parts.map((_, index) => index + 1),
    })
    const etags: { PartNumber: number; ETag: string }[] = []
    for (const { partNumber, url } of signed.body().urls) {
      const put = await putTo(url, parts[partNumber - 1])
      if (put.status !== 200) throw new Error(`part ${partNumber}: ${put.status} ${put.text}`)
      etags.push({ PartNumber: partNumber, ETag: put.etag! })
    }
    return { key: key as string, uploadId: uploadId as string, etags }
  }

  test('guests are asked to sign in; people who may not upload (files.create) are refused', async ({
    assert,
  }) => {
    const guest = await new CookieSession(server.url('')).start()
    const asGuest = await api(guest, 's3/multipart/create', { filename: 'a.mp3', size: 10 })
    assert.equal(asGuest.status(), 401)

    const { session } = await uploader()
    await withoutRolePermission('default', 'files.create', async () => {
      for (const path of ['s3/simple/presign', 's3/multipart/create', 's3/entries']) {
        assert.equal(
          (await api(session, path, { filename: 'a.mp3', size: 10 })).status(),
          403,
          path
        )
      }
    })
  })

  test('the bootstrap data tells the upload queue which disks are buckets', async ({ assert }) => {
    const { session } = await uploader()
    const page = (await session.get('/')).text()
    const files = /"module_data":\{.*?"files":(\{"disks":\{[^}]*\}[^}]*\}[^}]*\}\})/.exec(page)?.[1]
    assert.deepEqual(JSON.parse(files!), {
      disks: { public: { driver: 'local' }, uploads: { driver: 's3' } },
    })
  })

  test('a simple upload: the server picks the key, signs a PUT of exactly the declared size', async ({
    assert,
  }) => {
    const { user, session } = await uploader()
    const bytes = mp3Bytes(4096)
    const presigned = await api(session, 's3/simple/presign', {
      filename: 'My song.mp3',
      mime: 'audio/mpeg',
      size: bytes.length,
      extension: 'mp3',
      disk: 'uploads',
      metadata: { relativePath: 'Album/My song.mp3' },
    })
    assert.equal(presigned.status(), 200)
    const { url, acl, key } = presigned.body()
    assert.isNull(acl)
    assert.match(key, /^files\/[0-9a-f-]{36}\.mp3$/)
    assert.isTrue(url.startsWith(`${s3.endpoint}/${BUCKET}/${key}?`))
    const row = await db.from('direct_uploads').where('object_key', key).firstOrFail()
    assert.include(row, {
      user_id: user.id,
      disk: 'uploads',
      client_name: 'My song.mp3',
      client_mime: 'audio/mpeg',
      client_extension: 'mp3',
    })
    assert.equal(Number(row.size), bytes.length)
    assert.deepEqual(JSON.parse(row.metadata), { relativePath: 'Album/My song.mp3' })

    // The signature covers the length: a larger body is refused by the bucket.
    assert.equal((await putTo(url, mp3Bytes(4097))).status, 403)
    assert.notExists(s3.object(BUCKET, key))
    // Registering before the bytes are there: not yet (the row stays for the real PUT).
    const early = await api(session, 's3/entries', {
      filename: key,
      size: bytes.length,
      clientName: 'My song.mp3',
    })
    assert.equal(early.status(), 409)
    assert.equal(
      early.body().message,
      'The file has not reached storage yet: upload it to the signed URL first.'
    )
    assert.equal((await putTo(url, bytes)).status, 200)
    assert.isTrue(s3.object(BUCKET, key)!.body.equals(bytes))

    const registered = await api(session, 's3/entries', {
      filename: key,
      size: bytes.length,
      clientName: 'My song.mp3',
      clientMime: 'audio/mpeg',
      clientExtension: 'mp3',
      metadata: { albumName: 'First album' },
    })
    assert.equal(registered.status(), 201)
    assert.containsSubset(registered.body().fileEntry, {
      name: 'My song.mp3',
      mime: 'audio/mpeg',
      extension: 'mp3',
      file_size: bytes.length,
      path: key,
      disk: 'uploads',
      // Uploads are private: their address is the authorized download route.
      url: `/api/v1/file-entries/${registered.body().fileEntry.id}/download`,
      user_id: user.id,
      relative_path: 'Album/My song.mp3',
      metadata: { albumName: 'First album' },
    })
    const entry = await db
      .from('file_entries')
      .where('id', registered.body().fileEntry.id)
      .firstOrFail()
    assert.include(entry, { user_id: user.id, disk: 'uploads', disk_key: key })
    assert.isTrue(s3.object(BUCKET, key)!.body.equals(bytes))
    assert.isNull(await db.from('direct_uploads').where('object_key', key).first())

    // Once only.
    const again = await api(session, 's3/entries', { filename: key, size: bytes.length })
    assert.equal(again.status(), 404)
  })

  test('a multipart upload: parts signed 10 at a most, listed for resuming, completed into one object', async ({
    assert,
  }) => {
    const { user, session } = await uploader()
    const parts = [
      mp3Bytes(MIN_PART_SIZE, 1),
      Buffer.alloc(MIN_PART_SIZE, 2),
      Buffer.from('tail of the file'),
    ]
    const size = parts.reduce((sum, part) => sum + part.length, 0)
    const { key, uploadId, etags } = await uploadParts(session, size, parts)
    assert.match(key, /^files\/[0-9a-f-]{36}\.mp3$/)
    const row = await db.from('direct_uploads').where('object_key', key).firstOrFail()
    assert.equal(row.user_id, user.id)
    assert.equal(row.multipart_upload_id, uploadId)

    const listed = await api(session, 's3/multipart/get-uploaded-parts', { key, uploadId })
    assert.equal(listed.status(), 200)
    assert.deepEqual(
      listed.body().parts,
      etags.map((part, index) => ({ ...part, Size: parts[index].length }))
    )

    const completed = await api(session, 's3/multipart/complete', {
      key,
      uploadId,
      parts: [...etags].reverse(),
    })
    assert.equal(completed.status(), 200)
    assert.isTrue(s3.object(BUCKET, key)!.body.equals(Buffer.concat(parts)))
    assert.match(s3.object(BUCKET, key)!.etag, /-3"$/)
    assert.lengthOf(s3.multipartUploads(BUCKET), 0)
    assert.isNotNull(
      (await db.from('direct_uploads').where('object_key', key).firstOrFail()).completed_at
    )

    // Complete means no more parts: signing or completing again is refused.
    assert.equal(
      (
        await api(session, 's3/multipart/batch-sign-part-urls', { key, uploadId, partNumbers: [4] })
      ).status(),
      409
    )
    assert.equal(
      (await api(session, 's3/multipart/complete', { key, uploadId, parts: etags })).status(),
      409
    )

    // The key's last segment, as the upload queue sends it (the spec's `filename`).
    const registered = await api(session, 's3/entries', {
      filename: key.split('/').pop(),
      size,
      clientName: 'Long mix.mp3',
      clientExtension: 'mp3',
    })
    assert.equal(registered.status(), 201)
    assert.containsSubset(registered.body().fileEntry, {
      name: 'Long mix.mp3',
      mime: 'audio/mpeg',
      file_size: size,
      path: key,
      user_id: user.id,
    })
  })

  test('an unfinished multipart upload, or a size other than the one declared, is not registered', async ({
    assert,
  }) => {
    const { session } = await uploader()
    const { key, uploadId, etags } = await uploadParts(session, 10, [mp3Bytes(10)])
    const unfinished = await api(session, 's3/entries', { filename: key, size: 10 })
    assert.equal(unfinished.status(), 409)
    assert.equal(
      unfinished.body().message,
      'This upload is not complete yet: complete the multipart upload first.'
    )
    assert.equal(
      (await api(session, 's3/multipart/complete', { key, uploadId, parts: etags })).status(),
      200
    )
    const otherSize = await api(session, 's3/entries', { filename: key, size: 11 })
    assert.equal(otherSize.status(), 422)
    assert.deepEqual(otherSize.body().errors.size, ['The upload was begun for 10 bytes, not 11.'])
    assert.isNull(await db.from('file_entries').where('disk_key', key).first())
  })

  test('an HTML page named .mp3 is refused by its content at s3/entries and deleted from the bucket', async ({
    assert,
  }) => {
    const { user, session } = await uploader()
    const page = Buffer.from(
      '<!DOCTYPE html><html><body><script>fetch("/api/v1/users/me")</script></body></html>'
    )
    const presigned = await api(session, 's3/simple/presign', {
      filename: 'song.mp3',
      mime: 'audio/mpeg',
      size: page.length,
      extension: 'mp3',
    })
    const { url, key } = presigned.body()
    assert.equal((await putTo(url, page)).status, 200)

    const refused = await api(session, 's3/entries', {
      filename: key,
      size: page.length,
      clientName: 'song.mp3',
      clientExtension: 'mp3',
    })
    assert.equal(refused.status(), 422)
    assert.isString(refused.body().message)
    assert.notExists(s3.object(BUCKET, key))
    assert.isNull(await db.from('direct_uploads').where('object_key', key).first())
    assert.isNull(await db.from('file_entries').where('user_id', user.id).first())
  })

  test("someone else's key at s3/entries is not found, and their file stays theirs", async ({
    assert,
  }) => {
    const owner = await uploader()
    const bytes = mp3Bytes(2048)
    const presigned = await api(owner.session, 's3/simple/presign', {
      filename: 'mine.mp3',
      mime: 'audio/mpeg',
      size: bytes.length,
    })
    const { url, key } = presigned.body()
    await putTo(url, bytes)

    const intruder = await uploader()
    const taken = await api(intruder.session, 's3/entries', {
      filename: key,
      size: bytes.length,
      clientName: 'mine.mp3',
    })
    assert.equal(taken.status(), 404)
    assert.equal(taken.body().message, 'This upload does not exist, or it is not yours.')
    assert.isNull(await db.from('file_entries').where('disk_key', key).first())
    assert.exists(s3.object(BUCKET, key))
    // A key nobody was given is no better.
    assert.equal(
      (
        await api(intruder.session, 's3/entries', { filename: 'files/../../app-key', size: 1 })
      ).status(),
      404
    )

    const registered = await api(owner.session, 's3/entries', { filename: key, size: bytes.length })
    assert.equal(registered.status(), 201)
    assert.equal(registered.body().fileEntry.user_id, owner.user.id)
  })

  test('restrictions are checked before any byte is sent: size and type', async ({ assert }) => {
    const { user, session } = await uploader()
    const tooLarge = await api(session, 's3/multipart/create', {
      filename: 'huge.flac',
      mime: 'audio/flac',
      size: 3 * 1024 ** 3,
    })
    assert.equal(tooLarge.status(), 413)
    assert.equal(tooLarge.body().message, '`huge.flac` exceeds maximum allowed size of 2GB')
    const blocked = await api(session, 's3/simple/presign', { filename: 'setup.exe', size: 1000 })
    assert.equal(blocked.status(), 422)
    assert.equal(blocked.body().message, 'This file type is not allowed')
    assert.isNull(await db.from('direct_uploads').where('user_id', user.id).first())
    assert.lengthOf(
      s3.multipartUploads(BUCKET).filter((upload) => upload.key.endsWith('.flac')),
      0
    )
  })

  test('part numbers are signed 10 at a time, from 1 to 10000', async ({ assert }) => {
    const { session } = await uploader()
    const created = await api(session, 's3/multipart/create', {
      filename: 'a.mp3',
      mime: 'audio/mpeg',
      size: 100 * 1024 * 1024,
    })
    const { key, uploadId } = created.body()
    const sign = (partNumbers: unknown[]) =>
      api(session, 's3/multipart/batch-sign-part-urls', { key, uploadId, partNumbers })

    const eleven = await sign([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
    assert.equal(eleven.status(), 422)
    assert.deepEqual(eleven.body().errors.partNumbers, [
      'At most 10 part URLs are signed at a time.',
    ])
    assert.equal((await sign([0])).status(), 422)
    assert.equal((await sign([10_001])).status(), 422)
    assert.equal((await sign([1, 1])).status(), 422)
    assert.equal((await sign([])).status(), 422)

    const ten = await sign([1, 2, 3, 4, 5, 6, 7, 8, 9, 10_000])
    assert.equal(ten.status(), 200)
    assert.deepEqual(
      ten.body().urls.map((entry: { partNumber: number }) => entry.partNumber),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10_000]
    )
    const last = new URL(ten.body().urls[9].url)
    assert.equal(last.searchParams.get('partNumber'), '10000')
    assert.equal(last.searchParams.get('uploadId'), uploadId)
  })

  test('a part list that does not add up is refused with what is wrong, and nothing is assembled', async ({
    assert,
  }) => {
    const { session } = await uploader()
    const parts = [mp3Bytes(MIN_PART_SIZE), Buffer.from('end')]
    const size = MIN_PART_SIZE + 3
    const { key, uploadId, etags } = await uploadParts(session, size, parts)
    const complete = (list: { PartNumber: number; ETag: string }[]) =>
      api(session, 's3/multipart/complete', { key, uploadId, parts: list })
    const refusals: [ReturnType<typeof complete>, string][] = [
      [
        complete([etags[0]]),
        `The parts add up to ${MIN_PART_SIZE} bytes, but the file is ${size} bytes.`,
      ],
      [complete([etags[0], { PartNumber: 3, ETag: etags[1].ETag }]), 'Part 3 was not uploaded.'],
      [
        complete([etags[0], { PartNumber: 2, ETag: etags[0].ETag }]),
        'Part 2 does not match the uploaded part (its ETag differs).',
      ],
      [complete([etags[0], etags[0]]), 'Part 1 is listed twice.'],
    ]
    for (const [refused, message] of refusals) {
      const response = await refused
      assert.equal(response.status(), 422)
      assert.deepEqual(response.body(), { message, errors: { parts: [message] } })
    }
    assert.notExists(s3.object(BUCKET, key))
    assert.lengthOf(
      s3.multipartUploads(BUCKET).filter((upload) => upload.key === key),
      1
    )

    // A short part before the last: the size rule of S3, said in words.
    const small = await uploadParts(session, 6, [Buffer.from('abc'), Buffer.from('def')])
    const tooSmall = await api(session, 's3/multipart/complete', {
      key: small.key,
      uploadId: small.uploadId,
      parts: small.etags,
    })
    assert.equal(tooSmall.status(), 422)
    assert.equal(
      tooSmall.body().message,
      'Part 1 is 3 bytes: every part but the last must be at least 5 MB.'
    )
    assert.notExists(s3.object(BUCKET, small.key))
  })

  test("another person's key or upload id names nothing: signing, listing, completing and aborting are refused", async ({
    assert,
  }) => {
    const owner = await uploader()
    const parts = [mp3Bytes(100)]
    const { key, uploadId, etags } = await uploadParts(owner.session, 100, parts)
    const intruder = await uploader()
    const calls: [string, object][] = [
      ['s3/multipart/get-uploaded-parts', { key, uploadId }],
      ['s3/multipart/batch-sign-part-urls', { key, uploadId, partNumbers: [1] }],
      ['s3/multipart/complete', { key, uploadId, parts: etags }],
      ['s3/multipart/abort', { key, uploadId }],
    ]
    for (const [path, body] of calls) {
      const response = await api(intruder.session, path, body)
      assert.equal(response.status(), 404, path)
      assert.equal(response.body().message, 'This upload does not exist, or it is not yours.')
    }
    // The owner's key with a forged upload id, and a made-up key, are not found either.
    assert.equal(
      (
        await api(owner.session, 's3/multipart/get-uploaded-parts', { key, uploadId: 'forged' })
      ).status(),
      404
    )
    assert.equal(
      (
        await api(owner.session, 's3/multipart/get-uploaded-parts', {
          key: 'direct-uploads/other.mp3',
          uploadId,
        })
      ).status(),
      404
    )

    assert.lengthOf(
      s3.multipartUploads(BUCKET).filter((upload) => upload.uploadId === uploadId),
      1
    )
    assert.equal(
      (await api(owner.session, 's3/multipart/complete', { key, uploadId, parts: etags })).status(),
      200
    )
  })

  test('abort deletes the parts in storage and forgets the key', async ({ assert }) => {
    const { session } = await uploader()
    const { key, uploadId } = await uploadParts(session, MIN_PART_SIZE + 1, [
      mp3Bytes(MIN_PART_SIZE),
    ])
    assert.lengthOf(
      s3.multipartUploads(BUCKET).filter((upload) => upload.uploadId === uploadId),
      1
    )

    const aborted = await api(session, 's3/multipart/abort', { key, uploadId })
    assert.equal(aborted.status(), 200)
    assert.lengthOf(
      s3.multipartUploads(BUCKET).filter((upload) => upload.uploadId === uploadId),
      0
    )
    assert.notExists(s3.object(BUCKET, key))
    assert.isNull(await db.from('direct_uploads').where('object_key', key).first())
    assert.equal(
      (
        await api(session, 's3/multipart/batch-sign-part-urls', { key, uploadId, partNumbers: [2] })
      ).status(),
      404
    )
  })

  test('what the browser declares is checked: an empty file, a name with a slash or NUL, a folder path out of its folder, an unknown disk', async ({
    assert,
  }) => {
    const { user, session } = await uploader()
    const empty = await api(session, 's3/multipart/create', { filename: 'a.mp3', size: 0 })
    assert.equal(empty.status(), 422)
    assert.deepEqual(empty.body().errors.size, ['The file is empty.'])
    for (const filename of ['../../etc/passwd', 'a\u0000.mp3', '..', 'dir\\a.mp3']) {
      const response = await api(session, 's3/simple/presign', { filename, size: 10 })
      assert.equal(response.status(), 422, filename)
      assert.equal(response.body().message, 'The file name is not allowed.')
    }
    assert.equal(
      (
        await api(session, 's3/simple/presign', { filename: 'a.mp3', size: 10, disk: 'elsewhere' })
      ).status(),
      422
    )
    const metadata = await api(session, 's3/simple/presign', {
      filename: 'a.mp3',
      size: 10,
      metadata: { note: 'x'.repeat(5000) },
    })
    assert.equal(metadata.status(), 422)
    assert.deepEqual(metadata.body().errors.metadata, [
      "The file's metadata may hold at most 4000 characters.",
    ])
    const folder = await api(session, 's3/multipart/create', {
      filename: 'a.mp3',
      size: 10,
      metadata: { relativePath: '../outside/a.mp3' },
    })
    assert.equal(folder.status(), 422)
    assert.equal(folder.body().message, 'The folder path is not allowed.')
    assert.isNull(await db.from('direct_uploads').where('user_id', user.id).first())
  })

  test('the public disk is not a bucket here, so direct uploads to it are refused with the reason (asked as a field or in the metadata)', async ({
    assert,
  }) => {
    const { session } = await uploader()
    const response = await api(session, 's3/simple/presign', {
      filename: 'a.png',
      size: 10,
      disk: 'public',
    })
    assert.equal(response.status(), 422)
    assert.deepEqual(response.body().errors.disk, [
      'The public disk is not on S3-compatible storage, so files cannot be uploaded to it directly.',
    ])
    // Asked in the metadata, as the upload queue sends the disk with every method: the same answer.
    const inMetadata = await api(session, 's3/multipart/create', {
      filename: 'a.png',
      size: 10,
      metadata: { disk: 'public' },
    })
    assert.equal(inMetadata.status(), 422)
    assert.exists(inMetadata.body().errors.disk)
    const unknown = await api(session, 's3/multipart/create', {
      filename: 'a.png',
      size: 10,
      metadata: { disk: '../etc' },
    })
    assert.deepEqual(unknown.body().errors.disk, [
      'Files are uploaded to the public or uploads disk.',
    ])
  })

  test('with the setting off, every call is refused and says how to upload instead', async ({
    assert,
    cleanup,
  }) => {
    const { session } = await uploader()
    const { key, uploadId } = await uploadParts(session, 10, [mp3Bytes(10)])
    await setDirectUpload(false)
    cleanup(() => setDirectUpload(true))
    const message =
      'Direct upload to storage is turned off on this site. Upload the file through the site instead.'
    for (const [path, body] of [
      ['s3/simple/presign', { filename: 'a.mp3', size: 10 }],
      ['s3/multipart/create', { filename: 'a.mp3', size: 10 }],
      ['s3/multipart/batch-sign-part-urls', { key, uploadId, partNumbers: [1] }],
    ] as const) {
      const response = await api(session, path, body)
      assert.equal(response.status(), 403, path)
      assert.equal(response.body().message, message)
    }
    // Cleaning up still works: an abort clears storage even now.
    assert.equal((await api(session, 's3/multipart/abort', { key, uploadId })).status(), 200)
    assert.lengthOf(
      s3.multipartUploads(BUCKET).filter((upload) => upload.uploadId === uploadId),
      0
    )
  })
})

/** Polls `read` until `done` holds (a worker in another process does the work). */
async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/**
 * Abandoned direct uploads are cleared by the hourly files.expire_direct_uploads
 * job, run here by a queue worker whose uploads disk is the bucket.
 */
test.group('Direct uploads: expiry of abandoned uploads', (group) => {
  let s3: TestS3Server
  let server: AppProcess
  let worker: QueueWorkerProcess

  group.setup(async () => {
    s3 = await TestS3Server.start()
    s3.createBucket(BUCKET)
    const environment = s3.appEnvironment({ bucket: BUCKET })
    server = await AppProcess.start({ ...environment, READ_CACHE: 'false' })
    worker = await QueueWorkerProcess.start({ ...environment, QUEUE_DRIVER: 'database' })
    return async () => {
      await worker.stop()
      await server.stop()
      await s3.stop()
    }
  })

  test('uploads begun longer ago than uploads.abandoned_after_hours are aborted, their objects deleted, their keys forgotten', async ({
    assert,
    cleanup,
  }) => {
    const admin = await signIn(await UserFactory.apply('admin').create(), {
      origin: server.url(''),
    })
    await admin.put('/api/v1/settings').json({ settings: { 'uploads.direct_upload': true } })
    cleanup(async () => {
      await admin.put('/api/v1/settings').json({ settings: { 'uploads.direct_upload': false } })
    })
    const session = await signIn(await UserFactory.create(), { origin: server.url('') })
    const api = (path: string, body: object) => session.post(`/api/v1/${path}`).json(body)

    // A multipart upload with one part in, a single PUT that reached the bucket, and a fresh one.
    const multipart = (await api('s3/multipart/create', { filename: 'a.mp3', size: 20 })).body()
    const [{ url: partUrl }] = (
      await api('s3/multipart/batch-sign-part-urls', { ...multipart, partNumbers: [1] })
    ).body().urls
    await putTo(partUrl, mp3Bytes(10))
    const single = (await api('s3/simple/presign', { filename: 'b.mp3', size: 10 })).body()
    await putTo(single.url, mp3Bytes(10))
    const fresh = (await api('s3/simple/presign', { filename: 'c.mp3', size: 10 })).body()
    const dayAgo = DateTime.utc().minus({ hours: 25 }).toFormat('yyyy-MM-dd HH:mm:ss')
    await db
      .from('direct_uploads')
      .whereIn('object_key', [multipart.key, single.key])
      .update({ created_at: dayAgo })

    await waitFor(
      () => db.from('queue_schedules').where('id', 'files.expire_direct_uploads').first(),
      Boolean
    )
    await db
      .from('queue_schedules')
      .where('id', 'files.expire_direct_uploads')
      .update({ next_run_at: new Date(Date.now() - 1000) })
    const runs = await waitFor(
      () => db.from('schedule_runs').where('schedule', 'files.expire_direct_uploads'),
      (rows) => rows.length > 0
    )
    assert.equal(runs[0]?.outcome, 'completed')

    assert.lengthOf(
      s3.multipartUploads(BUCKET).filter((upload) => upload.uploadId === multipart.uploadId),
      0
    )
    assert.notExists(s3.object(BUCKET, single.key))
    const left = await db
      .from('direct_uploads')
      .whereIn('object_key', [multipart.key, single.key, fresh.key])
      .select('object_key')
    assert.deepEqual(
      left.map((row) => row.object_key),
      [fresh.key]
    )
  })
})
