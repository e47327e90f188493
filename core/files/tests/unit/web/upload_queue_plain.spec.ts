import { test } from '@japa/runner'
import type http from 'node:http'
import {
  CSRF_TOKEN,
  fileEntry,
  fileOf,
  makeQueue,
  readForm,
  sendJson,
  startServer,
  statuses,
  until,
} from './helpers/upload_queue_harness.js'

/** A file-entries endpoint that stores what it got and answers with an entry. */
async function fileEntriesServer(
  answer?: (
    form: FormData,
    request: http.IncomingMessage,
    response: http.ServerResponse
  ) => boolean | Promise<boolean>
) {
  const received: Array<{ form: FormData; headers: http.IncomingHttpHeaders }> = []
  let nextId = 1
  const server = await startServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/api/v1/file-entries') {
      return sendJson(response, 404, { message: 'Not found' })
    }
    const form = await readForm(request)
    received.push({ form, headers: request.headers })
    if (answer && (await answer(form, request, response))) return
    const file = form.get('file') as File
    sendJson(response, 201, { fileEntry: fileEntry(nextId++, file.name, file.size) })
  })
  return { ...server, received }
}

test.group('Upload queue: plain multipart (POST file-entries)', (group) => {
  group.each.timeout(10_000)
  test('a file goes pending, inProgress, completed with the entry the server answered', async ({
    assert,
    cleanup,
  }) => {
    const server = await fileEntriesServer()
    cleanup(server.close)
    const { queue } = makeQueue({ origin: server.origin })
    const seen: string[] = []
    queue.subscribe(() => {
      const status = queue.getSnapshot()[0]?.status
      if (status && seen.at(-1) !== status) seen.push(status)
    })
    const completed: string[] = []
    queue.on('completed', (item) => completed.push(item.name))

    const [added] = queue.add([{ file: fileOf('Intro.MP3', 300_000), relativePath: null }], {
      metadata: { albumDraft: 7, note: 'first' },
    })
    assert.equal(added.status, 'pending')
    const [done] = await until(queue, (items) => items[0].status === 'completed')

    assert.deepEqual(seen, ['pending', 'inProgress', 'completed'])
    assert.deepEqual(completed, ['Intro.MP3'])
    assert.equal(done.method, 'plain')
    assert.equal(done.bytesUploaded, 300_000)
    assert.equal(done.fileEntry?.id, 1)
    assert.equal(done.extension, 'mp3')

    const [{ form, headers }] = server.received
    assert.equal(headers['x-xsrf-token'], CSRF_TOKEN)
    assert.equal(headers.accept, 'application/json')
    assert.equal((form.get('file') as File).size, 300_000)
    assert.equal(form.get('clientMime'), 'audio/mpeg')
    assert.equal(form.get('clientExtension'), 'mp3')
    assert.deepEqual(JSON.parse(String(form.get('metadata'))), {
      albumDraft: 7,
      note: 'first',
      disk: 'uploads',
    })
  })

  test('a refused upload fails with the server message, or with none when the body is not JSON', async ({
    assert,
    cleanup,
  }) => {
    const server = await fileEntriesServer((form, _request, response) => {
      const name = (form.get('file') as File).name
      if (name === 'quota.mp3')
        sendJson(response, 422, { message: 'You have used all your storage space.' })
      else {
        response.writeHead(502, { 'Content-Type': 'text/html' })
        response.end('<html>Bad gateway</html>')
      }
      return true
    })
    cleanup(server.close)
    const { queue } = makeQueue({ origin: server.origin })
    const failed: string[] = []
    queue.on('failed', (item) => failed.push(item.name))
    queue.add([fileOf('quota.mp3', 1000), fileOf('gateway.mp3', 1000)])
    const items = await until(queue, (all) => all.every((item) => item.status === 'failed'))
    assert.deepEqual(
      items.map((item) => [item.name, item.errorMessage]),
      [
        ['quota.mp3', 'You have used all your storage space.'],
        ['gateway.mp3', null],
      ]
    )
    assert.sameMembers(failed, ['quota.mp3', 'gateway.mp3'])
    assert.isTrue(items[0].canRetry)
  })

  test('restrictions fail a file at once with the spec messages, and it is never sent', async ({
    assert,
    cleanup,
  }) => {
    const server = await fileEntriesServer()
    cleanup(server.close)
    const { queue } = makeQueue({ origin: server.origin })
    const restrictions = {
      maxFileSize: 2 * 1024 * 1024,
      allowedFileTypes: ['audio/*', '.flac'],
      blockedFileTypes: ['audio/x-ms-wma'],
    }
    const items = queue.add(
      [
        fileOf('big.mp3', 2 * 1024 * 1024 + 1),
        fileOf('notes.txt', 10, 'text/plain'),
        fileOf('old.wma', 10, 'audio/x-ms-wma'),
        fileOf('lossless.flac', 10, ''),
      ],
      { restrictions }
    )
    assert.deepEqual(
      items.slice(0, 3).map((item) => [item.status, item.errorMessage, item.canRetry]),
      [
        ['failed', '`big.mp3` exceeds maximum allowed size of 2MB', false],
        ['failed', 'This file type is not allowed', false],
        ['failed', 'This file type is not allowed', false],
      ]
    )
    queue.retry(items[0].id)
    assert.equal(queue.get(items[0].id)?.status, 'failed')
    await until(queue, (all) => all[3].status === 'completed')
    assert.lengthOf(server.received, 1)
    assert.equal((server.received[0].form.get('file') as File).name, 'lossless.flac')
  })

  test('.DS_Store files are left out when picked', async ({ assert, cleanup }) => {
    const server = await fileEntriesServer()
    cleanup(server.close)
    const { queue } = makeQueue({ origin: server.origin })
    const added = queue.add([
      { file: fileOf('.DS_Store', 6148, ''), relativePath: 'Album/.DS_Store' },
      { file: fileOf('01.mp3', 10), relativePath: 'Album/01.mp3' },
    ])
    assert.deepEqual(
      added.map((item) => item.name),
      ['01.mp3']
    )
    assert.equal(added[0].relativePath, 'Album/01.mp3')
    await until(queue, (all) => all[0].status === 'completed')
  })

  test('runs 3 at once, then the next as one finishes; 1 at a time while a folder file runs', async ({
    assert,
    cleanup,
  }) => {
    const held: http.ServerResponse[] = []
    const server = await fileEntriesServer((_form, _request, response) => {
      held.push(response)
      return true
    })
    cleanup(server.close)
    const release = () => {
      const response = held.shift()!
      sendJson(response, 201, { fileEntry: fileEntry(1, 'x', 1) })
    }
    const { queue } = makeQueue({ origin: server.origin })
    queue.add(['a', 'b', 'c', 'd', 'e'].map((name) => fileOf(`${name}.mp3`, 100)))
    assert.deepEqual(statuses(queue), [
      'inProgress',
      'inProgress',
      'inProgress',
      'pending',
      'pending',
    ])
    await until(queue, () => held.length === 3, 'three requests held')
    release()
    await until(queue, (items) => items[3].status === 'inProgress')
    assert.deepEqual(statuses(queue), [
      'completed',
      'inProgress',
      'inProgress',
      'inProgress',
      'pending',
    ])
    while (held.length || statuses(queue).some((status) => status !== 'completed')) {
      await until(queue, () => held.length > 0, 'a request held')
      release()
      await new Promise((resolve) => setTimeout(resolve, 5))
    }

    // A folder's files: one at a time, so they arrive in order.
    queue.clearFinished()
    assert.lengthOf(queue.getSnapshot(), 0)
    queue.add(
      ['1', '2', '3'].map((name) => ({
        file: fileOf(`${name}.mp3`, 100),
        relativePath: `Album/${name}.mp3`,
      }))
    )
    assert.deepEqual(statuses(queue), ['inProgress', 'pending', 'pending'])
    await until(queue, () => held.length === 1, 'the first folder file held')
    release()
    await until(queue, (items) => items[1].status === 'inProgress')
    assert.deepEqual(statuses(queue), ['completed', 'inProgress', 'pending'])
  })

  test('30 s without progress fails an upload with "Upload timed out" and closes its request', async ({
    assert,
    cleanup,
  }) => {
    let closed = false
    const server = await fileEntriesServer((_form, request) => {
      request.socket.on('close', () => (closed = true))
      return true // never answers
    })
    cleanup(server.close)
    const { queue, clock } = makeQueue({ origin: server.origin })
    queue.add([fileOf('slow.mp3', 1000)])
    await until(queue, (items) => items[0].bytesUploaded === 1000, 'the bytes sent')
    clock.advance(29_999)
    assert.equal(queue.getSnapshot()[0].status, 'inProgress')
    clock.advance(1)
    assert.equal(queue.getSnapshot()[0].status, 'failed')
    assert.equal(queue.getSnapshot()[0].errorMessage, 'Upload timed out')
    await until(queue, () => closed, 'the request closed')
  })

  test('abort removes a pending upload, aborts a running one; retry sends it again', async ({
    assert,
    cleanup,
  }) => {
    const held: http.ServerResponse[] = []
    let closed = 0
    const server = await fileEntriesServer((_form, request, response) => {
      request.socket.on('close', () => closed++)
      held.push(response)
      return true
    })
    cleanup(server.close)
    const { queue } = makeQueue({ origin: server.origin })
    const events: string[] = []
    queue.on('removed', (item) => events.push(`removed ${item.name}`))
    queue.on('aborted', (item) => events.push(`aborted ${item.name}`))
    const [a, b, c, d] = queue.add(['a', 'b', 'c', 'd'].map((name) => fileOf(`${name}.mp3`, 100)))

    queue.abort(d.id)
    assert.isUndefined(queue.get(d.id))
    await until(queue, () => held.length === 3, 'three requests held')
    queue.abort(a.id)
    assert.equal(queue.get(a.id)?.status, 'aborted')
    assert.deepEqual(events, ['removed d.mp3', 'aborted a.mp3'])
    await until(queue, () => closed === 1, 'the aborted request closed')

    // Room to run: the retried upload starts again at once.
    queue.retry(a.id)
    assert.equal(queue.get(a.id)?.status, 'inProgress')
    await until(queue, () => held.length === 4, 'the retried request held')
    for (const [index, response] of held.splice(0).entries()) {
      sendJson(response, 201, { fileEntry: fileEntry(index === 3 ? 9 : index, 'x', 100) })
    }
    const items = await until(queue, (all) => all.every((item) => item.status === 'completed'))
    assert.deepEqual(
      items.map((item) => item.name),
      ['a.mp3', 'b.mp3', 'c.mp3']
    )
    assert.equal(queue.get(a.id)?.fileEntry?.id, 9)

    queue.remove(b.id)
    queue.clearFinished()
    assert.lengthOf(queue.getSnapshot(), 0)
    assert.isDefined(c)
  })
})
