import { test } from '@japa/runner'
import { memoryStorage } from '../../../web/upload_queue/key_value_storage.js'
import { fileOf, makeQueue, statuses, until } from './helpers/upload_queue_harness.js'
import { sha256Of, startTusServer } from './helpers/tus_test_server.js'

const MB = 1024 * 1024

/** Lets real I/O that is not supposed to happen show that it did not. */
const settle = (ms = 60) => new Promise((resolve) => setTimeout(resolve, ms))

test.group('Upload queue: resumable uploads (tus)', (group) => {
  group.each.timeout(15_000)

  test('4 MB or more goes through tus in chunks, with the override and CSRF header, then tus/entries', async ({
    assert,
    cleanup,
  }) => {
    const server = await startTusServer()
    cleanup(server.close)
    const { queue, storage } = makeQueue({ origin: server.origin, uploads: { chunk_size: 1 } })
    const file = fileOf('Long take.flac', 4.5 * MB, 'audio/flac')
    const [item, small] = queue.add([{ file, relativePath: null }, fileOf('jingle.mp3', 1000)], {
      metadata: { albumDraft: 3 },
      disk: 'uploads',
    })
    // Larger than one chunk: it runs alone, the small file waits (spec section 4).
    assert.deepEqual(statuses(queue), ['inProgress', 'pending'])

    const [done] = await until(queue, (items) => items[0].status === 'completed')
    assert.equal(done.method, 'resumable')
    assert.equal(server.storedSha256(done.fileEntry), await sha256Of(file))
    assert.equal(queue.get(item.id)?.bytesUploaded, file.size)

    const patches = server.requests('PATCH')
    assert.deepEqual(
      patches.map((patch) => patch.offset),
      [0, 1, 2, 3, 4].map((n) => n * MB)
    )
    for (const patch of patches) {
      assert.equal(patch.sentMethod, 'POST')
      assert.equal(patch.override, 'PATCH')
    }
    assert.deepInclude(server.entries[0].metadata, {
      name: 'Long take.flac',
      clientName: 'Long take.flac',
      clientMime: 'audio/flac',
      clientExtension: 'flac',
      clientSize: String(file.size),
      albumDraft: '3',
      disk: 'uploads',
    })
    // Done: nothing is kept to resume.
    assert.deepEqual(storage.keys(), [])
    // Then the small one starts (plain multipart: this server has no file-entries, so it fails).
    await until(queue, () => queue.get(small.id)?.status !== 'pending')
    assert.equal(queue.get(small.id)?.method, 'plain')
  })

  test('retries after 0, 3, 5, 10 and 20 s on server errors, then fails with the server message', async ({
    assert,
    cleanup,
  }) => {
    const server = await startTusServer()
    cleanup(server.close)
    server.intercept((request) =>
      request.method === 'PATCH' ? { status: 500, message: 'Disk full' } : undefined
    )
    const { queue, clock } = makeQueue({ origin: server.origin, uploads: { chunk_size: 1 } })
    queue.add([fileOf('song.wav', 4 * MB, 'audio/wav')])
    const patchCount = () => server.requests('PATCH').length

    await until(queue, () => patchCount() === 1, 'the first PATCH')
    for (const [index, delay] of [0, 3000, 5000, 10_000, 20_000].entries()) {
      await settle()
      if (delay > 0) {
        clock.advance(delay - 1)
        await settle()
        assert.equal(patchCount(), index + 1, `no retry before ${delay} ms`)
      }
      assert.equal(queue.getSnapshot()[0].status, 'inProgress')
      clock.advance(delay > 0 ? 1 : 0)
      // A retry resumes: HEAD for the offset, then the PATCH again.
      await until(queue, () => patchCount() === index + 2, `retry ${index + 1}`)
    }
    const [failed] = await until(queue, (items) => items[0].status === 'failed')
    assert.equal(failed.errorMessage, 'Disk full')
    assert.equal(server.requests('POST').length, 1, 'one upload created, resumed by each retry')
  })

  test('409 and 423 are retried; any other 4xx fails at once with its message; offline fails at once', async ({
    assert,
    cleanup,
  }) => {
    const server = await startTusServer()
    cleanup(server.close)
    let patches = 0
    server.intercept((request) => {
      if (request.method !== 'PATCH') return undefined
      patches++
      if (patches === 1) return { status: 409, message: 'Offset mismatch' }
      if (patches === 2) return { status: 423, message: 'Locked' }
      if (patches === 3) return { status: 403, message: 'You may not upload more files.' }
      return undefined
    })
    const { queue, clock } = makeQueue({ origin: server.origin, uploads: { chunk_size: 8 } })
    queue.add([fileOf('a.mp3', 4 * MB)])
    await until(queue, () => patches === 1, 'the 409')
    await settle()
    clock.advance(0)
    await until(queue, () => patches === 2, 'the 423, retried after 0 s')
    await settle()
    clock.advance(3000)
    const [failed] = await until(queue, (items) => items[0].status === 'failed')
    assert.equal(patches, 3)
    assert.equal(failed.errorMessage, 'You may not upload more files.')

    // Offline: a server error is not retried either.
    let online = true
    server.intercept((request) =>
      request.method === 'PATCH' ? { status: 503, message: 'Busy' } : undefined
    )
    const offline = makeQueue({
      origin: server.origin,
      uploads: { chunk_size: 8 },
      online: () => online,
    })
    online = false
    offline.queue.add([fileOf('b.mp3', 4 * MB)])
    const [offlineFailed] = await until(offline.queue, (items) => items[0].status === 'failed')
    assert.equal(offlineFailed.errorMessage, 'Busy')
  })

  test('after a reload, picking the same file continues where the upload stopped', async ({
    assert,
    cleanup,
  }) => {
    const server = await startTusServer()
    cleanup(server.close)
    const sharedStorage = memoryStorage()
    const file = fileOf('Album take.flac', 5 * MB, 'audio/flac')
    // The first page sends two chunks; the third PATCH dies with the page.
    server.intercept((request) =>
      request.method === 'PATCH' && request.offset === 2 * MB ? 'destroy' : undefined
    )
    const before = makeQueue({
      origin: server.origin,
      uploads: { chunk_size: 1 },
      storage: sharedStorage,
    })
    before.queue.add([file])
    await until(before.queue, () => server.requests('PATCH').length === 3, 'the third PATCH')
    // The page is gone: its retry timer never fires (its clock never moves again).
    assert.lengthOf(sharedStorage.keys(), 1)

    server.intercept(() => undefined)
    const after = makeQueue({
      origin: server.origin,
      uploads: { chunk_size: 1 },
      storage: sharedStorage,
    })
    after.queue.add([
      new File([file], file.name, { type: file.type, lastModified: file.lastModified }),
    ])
    const [done] = await until(after.queue, (items) => items[0].status === 'completed')

    assert.equal(server.requests('POST').length, 1, 'the same upload, not a new one')
    assert.deepEqual(
      server.requests('HEAD').map((head) => head.url),
      [server.requests('PATCH')[0].url]
    )
    assert.deepEqual(
      server
        .requests('PATCH')
        .slice(3)
        .map((patch) => patch.offset),
      [2, 3, 4].map((n) => n * MB)
    )
    assert.equal(server.storedSha256(done.fileEntry), await sha256Of(file))
    assert.deepEqual(sharedStorage.keys(), [])
  })

  test('resuming after a 4xx removes the stored entry and starts the upload again', async ({
    assert,
    cleanup,
  }) => {
    const server = await startTusServer()
    cleanup(server.close)
    const storage = memoryStorage()
    const file = fileOf('gone.mp3', 4 * MB)
    server.intercept((request) =>
      request.method === 'PATCH' && request.offset === 1 * MB ? 'destroy' : undefined
    )
    const first = makeQueue({ origin: server.origin, uploads: { chunk_size: 1 }, storage })
    first.queue.add([file])
    await until(first.queue, () => server.requests('PATCH').length === 2, 'the second PATCH')
    const staleKey = storage.keys()[0]

    // The server no longer knows the upload (expired): HEAD answers 404.
    server.intercept((request) =>
      request.method === 'HEAD' ? { status: 404, message: 'Gone' } : undefined
    )
    const second = makeQueue({ origin: server.origin, uploads: { chunk_size: 1 }, storage })
    second.queue.add([file])
    const [done] = await until(second.queue, (items) => items[0].status === 'completed')
    assert.equal(server.requests('POST').length, 2, 'a new upload was created')
    assert.notInclude(storage.keys(), staleKey)
    assert.deepEqual(
      server
        .requests('PATCH')
        .slice(2)
        .map((patch) => patch.offset),
      [0, 1, 2, 3].map((n) => n * MB)
    )
    assert.equal(server.storedSha256(done.fileEntry), await sha256Of(file))
  })

  test('cancelling terminates the upload on the server and forgets it; a timeout keeps it to resume', async ({
    assert,
    cleanup,
  }) => {
    const server = await startTusServer()
    cleanup(server.close)
    server.intercept((request) =>
      request.method === 'PATCH' && request.offset === 1 * MB ? 'hold' : undefined
    )
    const { queue, clock, storage } = makeQueue({
      origin: server.origin,
      uploads: { chunk_size: 1 },
    })
    const [cancelled] = queue.add([fileOf('cancel.mp3', 4 * MB)])
    await until(queue, () => server.held.length === 1, 'the held PATCH')
    queue.abort(cancelled.id)
    assert.equal(queue.get(cancelled.id)?.status, 'aborted')
    await until(queue, () => server.requests('DELETE').length === 1, 'the termination')
    const [termination] = server.requests('DELETE')
    assert.equal(termination.sentMethod, 'POST')
    assert.equal(termination.override, 'DELETE')
    await until(queue, () => storage.keys().length === 0, 'the stored entry removed')

    // No progress for 30 s: failed, the entry kept; retry continues from the server's offset.
    const [slow] = queue.add([fileOf('slow.mp3', 4 * MB)])
    await until(queue, () => server.held.length === 2, 'the second held PATCH')
    clock.advance(30_000)
    assert.equal(queue.get(slow.id)?.status, 'failed')
    assert.equal(queue.get(slow.id)?.errorMessage, 'Upload timed out')
    assert.lengthOf(storage.keys(), 1)
    server.intercept(() => undefined)
    queue.retry(slow.id)
    await until(queue, () => queue.get(slow.id)?.status === 'completed')
    const resumed = server
      .requests('PATCH')
      .filter((patch) => patch.url === server.requests('PATCH').at(-1)!.url)
    assert.deepEqual(
      resumed.map((patch) => patch.offset),
      [0, 1, 1, 2, 3].map((n) => n * MB)
    )
  })
})
