import { PassThrough } from 'node:stream'
import { test } from '@japa/runner'
import { requestBody } from '#core/files/server/tus/request_body'

test.group('tus request body: the socket’s chunks reach @tus/server uncopied', () => {
  test('every chunk read from the web stream is the very memory the request delivered', async ({
    assert,
  }) => {
    const request = new PassThrough()
    const sent = [Buffer.alloc(65_536, 1), Buffer.alloc(65_536, 2), Buffer.alloc(10, 3)]
    const body = requestBody(request)
    for (const chunk of sent) request.write(chunk)
    request.end()

    const received: Uint8Array[] = []
    for await (const chunk of body) received.push(chunk)

    // A copy (Readable.toWeb of a byte stream makes one per chunk) would be new memory: this is what saves a GB's worth of it per GB uploaded.
    assert.deepEqual(
      received.map((chunk) => chunk.buffer),
      sent.map((chunk) => chunk.buffer)
    )
    assert.deepEqual(Buffer.concat(received), Buffer.concat(sent))
  })

  test('a client that goes away mid-body ends the stream with an error, not a short upload', async ({
    assert,
  }) => {
    const request = new PassThrough()
    const body = requestBody(request)
    request.write(Buffer.alloc(1024))
    request.destroy()

    const reader = body.getReader()
    await assert.rejects(async () => {
      while (!(await reader.read()).done);
    }, 'The client went away before the body ended')
  })
})
