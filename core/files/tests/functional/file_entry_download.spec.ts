import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { signIn } from '#tests/helpers/sign_in'
import type { CookieSession } from '#tests/helpers/cookie_session'
import { mp3Bytes } from '../helpers/sample_files.js'

const ORIGIN = `http://${process.env.HOST}:${process.env.PORT}`

/** The download as a browser asks for it (with a Range, maybe); the bytes read raw. */
function download(session: CookieSession, url: string, range?: string) {
  return fetch(new URL(url, ORIGIN), { headers: { cookie: session.cookieHeader(), ...(range ? { range } : {}) } })
}

async function uploadPrivate(session: CookieSession) {
  const response = await session.post('/api/v1/file-entries').file('file', mp3Bytes(40), { filename: 'Démo "final".mp3' })
  if (response.status() !== 201) throw new Error(response.text())
  return response.body().fileEntry as { id: number; url: string }
}

test.group('GET file-entries/{id}/download (private uploads)', () => {
  test('the owner downloads the whole file or a range, under its name; a bad range is 416', async ({ assert }) => {
    const session = await signIn(await UserFactory.create())
    const entry = await uploadPrivate(session)
    const bytes = mp3Bytes(40)
    assert.equal(entry.url, `/api/v1/file-entries/${entry.id}/download`)

    const whole = await download(session, entry.url)
    assert.equal(whole.status, 200)
    assert.deepEqual(Buffer.from(await whole.arrayBuffer()), bytes)
    assert.equal(whole.headers.get('content-type'), 'audio/mpeg')
    assert.equal(whole.headers.get('accept-ranges'), 'bytes')
    assert.equal(whole.headers.get('content-disposition'), `attachment; filename="D_mo _final_.mp3"; filename*=UTF-8''${encodeURIComponent('Démo "final".mp3')}`)
    assert.include(whole.headers.get('cache-control'), 'no-store')

    const part = await download(session, entry.url, 'bytes=10-19')
    assert.equal(part.status, 206)
    assert.equal(part.headers.get('content-range'), `bytes 10-19/${bytes.length}`)
    assert.deepEqual(Buffer.from(await part.arrayBuffer()), bytes.subarray(10, 20))

    const beyond = await download(session, entry.url, `bytes=${bytes.length + 5}-`)
    assert.equal(beyond.status, 416)
    assert.equal(beyond.headers.get('content-range'), `bytes */${bytes.length}`)
  })

  test("nobody else: another person 404 (as a missing id), a guest 401, files.update may; a trashed entry is gone", async ({ assert, client }) => {
    const session = await signIn(await UserFactory.create())
    const entry = await uploadPrivate(session)
    const stranger = await signIn(await UserFactory.create())
    const theirs = await stranger.get(entry.url)
    assert.equal(theirs.status(), 404)
    assert.deepEqual(theirs.body(), { message: 'This file was not found.' })
    assert.equal((await stranger.get('/api/v1/file-entries/999999999/download')).status(), 404)
    assert.equal((await client.get(entry.url)).status(), 401)

    const admin = await signIn(await UserFactory.apply('admin').create())
    assert.equal((await download(admin, entry.url)).status, 200)

    assert.equal((await session.post('/api/v1/file-entries/delete').json({ entryIds: [entry.id] })).status(), 204)
    assert.equal((await session.get(entry.url)).status(), 404)
  })

  test('POST file-entries past the request limit answers the error shape, not the body parser\'s text', async ({ assert }) => {
    const session = await signIn(await UserFactory.create())
    const response = await session.post('/api/v1/file-entries').file('file', Buffer.alloc(21 * 1024 * 1024, 1), { filename: 'huge.mp3' })
    assert.equal(response.status(), 413)
    assert.deepEqual(response.body(), {
      message: '`huge.mp3` exceeds maximum allowed size of 20 MB',
      errors: { file: ['`huge.mp3` exceeds maximum allowed size of 20 MB'] },
    })
  })
})
