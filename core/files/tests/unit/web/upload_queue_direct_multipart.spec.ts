import { test } from '@japa/runner'
import { memoryStorage } from '../../../web/upload_queue/key_value_storage.js'
import {
  fileOf,
  makeQueue,
  RecordingClock,
  statuses,
  until,
} from './helpers/upload_queue_harness.js'
import { startDirectUploadServer } from './helpers/direct_upload_test_server.js'

const MB = 1024 * 1024

/** A large file made of one 1 MB pattern repeated, so building it is quick. */
function largeFile(name: string, megabytes: number) {
  const chunk = new Uint8Array(MB).map((_, index) => index % 253)
  return new File(
    Array.from({ length: megabytes }, () => chunk),
    name,
    {
      type: 'audio/flac',
      lastModified: 1_700_000_000_000,
    }
  )
}

function directQueue(origin: string, storage = memoryStorage(), clock?: RecordingClock) {
  return makeQueue({
    origin,
    uploads: { direct_upload: true, tus_enabled: true },
    s3Disks: ['uploads'],
    storage,
    clock,
  })
}

test.group('Upload queue: direct multipart uploads to storage', (group) => {
  group.each.timeout(40_000)

  test('100 MB or more on an S3 disk: create, sign 10 URLs a batch, PUT 5 parts at once, complete, s3/entries', async ({
    assert,
    cleanup,
  }) => {
    const server = await startDirectUploadServer()
    cleanup(server.close)
    const { queue, storage } = directQueue(server.origin)
    const file = largeFile('Live set.flac', 210)
    const [item, small] = queue.add([file, fileOf('b-side.mp3', 1000)], {
      metadata: { albumDraft: 4 },
    })
    // Direct uploads run alone (spec section 4).
    assert.deepEqual(statuses(queue), ['inProgress', 'pending'])

    const [done] = await until(
      queue,
      (items) => items[0].status === 'completed',
      'the upload',
      25_000
    )
    assert.equal(done.method, 'directMultipart')
    assert.equal(done.bytesUploaded, file.size)

    const [create] = server.callsTo('s3/multipart/create')
    assert.deepEqual(create.body, {
      filename: 'Live set.flac',
      mime: 'audio/flac',
      size: file.size,
      extension: 'flac',
      disk: 'uploads',
      metadata: { albumDraft: 4, disk: 'uploads' },
    })
    // 210 MB in parts of 20 MB (spec section 9): 11 parts, signed 10 then 1.
    assert.deepEqual(
      server.callsTo('s3/multipart/batch-sign-part-urls').map((call) => call.body.partNumbers),
      [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [11]]
    )
    assert.equal(server.maxInFlight(), 5)
    const [complete] = server.callsTo('s3/multipart/complete')
    assert.deepEqual(
      complete.body.parts.map((part: { PartNumber: number }) => part.PartNumber),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
    )
    const upload = server.uploads.get(complete.body.uploadId)!
    assert.equal(upload.parts.get(11)?.Size, 10 * MB)
    const [entry] = server.callsTo('s3/entries')
    assert.equal(entry.body.filename, upload.key.split('/').pop())
    assert.equal(entry.body.clientName, 'Live set.flac')
    assert.deepEqual(storage.keys(), [])
    await until(queue, () => queue.get(small.id)?.status !== 'pending')
    assert.equal(queue.get(item.id)?.fileEntry?.id, 1)
  })

  test('a failed part is retried up to 3 times; a fourth failure fails the upload and aborts it', async ({
    assert,
    cleanup,
  }) => {
    const server = await startDirectUploadServer()
    cleanup(server.close)
    server.interceptParts((partNumber, attempt) =>
      partNumber === 2 && attempt <= 3 ? 500 : undefined
    )
    const clock = new RecordingClock()
    const { queue, storage } = directQueue(server.origin, memoryStorage(), clock)
    queue.add([largeFile('retried.flac', 100)])
    // The retries wait 0, 1 and 3 s on the queue's clock.
    for (const [index, wait] of [0, 1000, 3000].entries()) {
      await until(queue, () => clock.asked(wait) === 1, `retry ${index + 1} waiting`)
      if (wait) {
        clock.advance(wait - 1)
        await new Promise((resolve) => setTimeout(resolve, 50))
        assert.equal(server.attemptsOf(2), index + 1, `no retry before ${wait} ms`)
      }
      clock.advance(wait ? 1 : 0)
      await until(queue, () => server.attemptsOf(2) === index + 2, `attempt ${index + 2} of part 2`)
    }
    const [done] = await until(
      queue,
      (items) => items[0].status === 'completed',
      'the upload',
      15_000
    )
    assert.equal(done.bytesUploaded, 100 * MB)

    server.interceptParts((partNumber) => (partNumber === 3 ? 503 : undefined))
    const [failing] = queue.add([largeFile('broken.flac', 100)])
    for (const [index, wait] of [0, 1000, 3000].entries()) {
      await until(queue, () => clock.asked(wait) === 2, `retry ${index + 1} of part 3 waiting`)
      clock.advance(wait)
    }
    await until(queue, () => queue.get(failing.id)?.status === 'failed')
    await until(queue, () => server.callsTo('s3/multipart/abort').length === 1, 'the abort')
    assert.deepEqual(storage.keys(), [])
    assert.isTrue(queue.get(failing.id)?.canRetry)
  })

  test('after a reload, the same file continues with the parts the store already has', async ({
    assert,
    cleanup,
  }) => {
    const server = await startDirectUploadServer()
    cleanup(server.close)
    const sharedStorage = memoryStorage()
    // The first page gets parts 1 to 3 through; the page dies while the others are on their way.
    server.interceptParts((partNumber) => (partNumber > 3 ? 'hold' : undefined))
    const before = directQueue(server.origin, sharedStorage)
    const file = largeFile('resumed.flac', 120)
    before.queue.add([file])
    await until(before.queue, () => server.held.length === 2, 'parts 4 and 5 held')
    await until(
      before.queue,
      () => [...server.uploads.values()][0].parts.size === 3,
      'three parts stored'
    )
    assert.lengthOf(sharedStorage.keys(), 1)

    server.interceptParts(() => undefined)
    const after = directQueue(server.origin, sharedStorage)
    assert.deepInclude(after.queue.interruptedUploads()[0], {
      name: 'resumed.flac',
      size: 120 * MB,
    })
    after.queue.add([
      new File([file], file.name, { type: file.type, lastModified: file.lastModified }),
    ])
    await until(after.queue, (items) => items[0].status === 'completed')

    assert.lengthOf(server.callsTo('s3/multipart/create'), 1)
    assert.lengthOf(server.callsTo('s3/multipart/get-uploaded-parts'), 1)
    // Only the missing parts were signed again.
    assert.deepEqual(
      server.callsTo('s3/multipart/batch-sign-part-urls').at(-1)!.body.partNumbers,
      [4, 5, 6]
    )
    assert.lengthOf(server.callsTo('s3/multipart/complete')[0].body.parts, 6)
    assert.deepEqual(sharedStorage.keys(), [])
  })

  test('once every part is stored, the server may take longer than the no-progress timeout to complete', async ({
    assert,
    cleanup,
  }) => {
    const server = await startDirectUploadServer()
    cleanup(server.close)
    // S3 may take minutes to assemble a large upload: the answer to complete comes after 60 s.
    const releaseComplete = server.holdAnswersTo('s3/multipart/complete')
    const { queue, clock } = directQueue(server.origin)
    const [item] = queue.add([largeFile('assembled slowly.flac', 100)])
    await until(
      queue,
      () => server.callsTo('s3/multipart/complete').length === 1,
      'complete asked',
      25_000
    )
    clock.advance(60_000)
    assert.equal(queue.get(item.id)?.status, 'inProgress')
    releaseComplete()
    const [done] = await until(queue, (items) => items[0].status === 'completed', 'the upload')
    assert.equal(done.fileEntry?.id, 1)
    assert.lengthOf(server.callsTo('s3/multipart/abort'), 0)
  })

  test('cancelling aborts the multipart upload on the server and forgets it', async ({
    assert,
    cleanup,
  }) => {
    const server = await startDirectUploadServer()
    cleanup(server.close)
    server.interceptParts(() => 'hold')
    const { queue, storage } = directQueue(server.origin)
    const [item] = queue.add([largeFile('cancelled.flac', 100)])
    await until(queue, () => server.held.length === 5, 'five parts in flight')
    queue.abort(item.id)
    assert.equal(queue.get(item.id)?.status, 'aborted')
    await until(queue, () => server.callsTo('s3/multipart/abort').length === 1, 'the abort')
    assert.isTrue([...server.uploads.values()][0].aborted)
    assert.deepEqual(queue.interruptedUploads(), [])
    assert.deepEqual(storage.keys(), [])
  })
})
