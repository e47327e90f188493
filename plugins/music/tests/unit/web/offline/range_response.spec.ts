import { test } from '@japa/runner'
import { rangeResponse } from '../../../../web/offline/range_response.js'

/** A saved file of the bytes 0..99, as Cache Storage hands it back. */
const saved = () => new Response(new Uint8Array(Array.from({ length: 100 }, (_, index) => index)), { headers: { 'Content-Type': 'audio/wav' } })

async function bytesOf(response: Response) {
  return [...new Uint8Array(await response.arrayBuffer())]
}

test.group('Saved audio answered by range (service worker)', () => {
  test('a range is a 206 with its bytes and Content-Range, as the server sends it', async ({ assert }) => {
    const response = await rangeResponse(saved(), 'bytes=10-19')
    assert.equal(response.status, 206)
    assert.equal(response.headers.get('content-range'), 'bytes 10-19/100')
    assert.equal(response.headers.get('content-length'), '10')
    assert.equal(response.headers.get('content-type'), 'audio/wav')
    assert.deepEqual(await bytesOf(response), [10, 11, 12, 13, 14, 15, 16, 17, 18, 19])
  })

  test('open and suffix ranges run to the end; an end past the file is cut to it', async ({ assert }) => {
    const open = await rangeResponse(saved(), 'bytes=95-')
    assert.equal(open.headers.get('content-range'), 'bytes 95-99/100')
    assert.deepEqual(await bytesOf(open), [95, 96, 97, 98, 99])
    const suffix = await rangeResponse(saved(), 'bytes=-3')
    assert.equal(suffix.headers.get('content-range'), 'bytes 97-99/100')
    const past = await rangeResponse(saved(), 'bytes=98-500')
    assert.equal(past.headers.get('content-range'), 'bytes 98-99/100')
  })

  test('no range is the whole file; a range past the end is 416; an unreadable one is the whole file', async ({ assert }) => {
    const whole = await rangeResponse(saved(), null)
    assert.equal(whole.status, 200)
    assert.equal(whole.headers.get('accept-ranges'), 'bytes')
    assert.lengthOf(await bytesOf(whole), 100)
    const beyond = await rangeResponse(saved(), 'bytes=100-')
    assert.equal(beyond.status, 416)
    assert.equal(beyond.headers.get('content-range'), 'bytes */100')
    assert.equal((await rangeResponse(saved(), 'bytes=5-1,7-9')).status, 200)
  })
})
