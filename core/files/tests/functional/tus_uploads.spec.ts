import { test } from '@japa/runner'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import * as tus from 'tus-js-client'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { UserFactory } from '#database/factories/user_factory'
import { signIn } from '#tests/helpers/sign_in'
import type { CookieSession } from '#tests/helpers/cookie_session'
import { tusDirectory } from '#core/files/server/tus/tus_server'
import { expireAbandonedUploads } from '#core/files/server/tus/expire_uploads'
import { HTML_PAGE, mp3Bytes } from '../helpers/sample_files.js'
import { createUpload, patchUpload, tusFetch, tusMetadata } from '../helpers/tus_requests.js'

const ORIGIN = `http://${process.env.HOST}:${process.env.PORT}`

async function entryCount() {
  const row = await db.from('file_entries').count('* as total').first()
  return Number(row.total)
}

function uploadWithTusClient(
  session: CookieSession,
  bytes: Buffer,
  metadata: Record<string, string>,
  options: Partial<tus.UploadOptions> = {}
) {
  return new Promise<string>((resolve, reject) => {
    const upload = new tus.Upload(bytes, {
      endpoint: `${ORIGIN}/api/v1/tus/upload`,
      // The browser's cookies and the CSRF header, as the web app's client sends them.
      headers: {
        'cookie': session.cookieHeader(),
        'X-XSRF-TOKEN': decodeURIComponent(session.cookie('XSRF-TOKEN')!),
      },
      metadata,
      chunkSize: 1000,
      overridePatchMethod: true,
      retryDelays: [],
      onSuccess: () => resolve(upload.url!),
      onError: reject,
      ...options,
    })
    upload.start()
  })
}

test.group('tus uploads', (group) => {
  group.each.setup(async () => {
    await db.from('file_entries').delete()
  })

  test('tus-js-client uploads in chunks (PATCH through the method override); tus/entries makes the entry once', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const session = await signIn(user)
    const bytes = mp3Bytes(20)
    const url = await uploadWithTusClient(session, bytes, {
      name: 'Opening.mp3',
      clientName: 'Opening.mp3',
      clientExtension: 'mp3',
      clientMime: 'audio/mpeg',
      clientSize: String(bytes.length),
      relativePath: 'Live/Opening.mp3',
      take: '2',
    })
    const uploadKey = url.slice(url.lastIndexOf('/') + 1)
    assert.match(url, /\/api\/v1\/tus\/upload\/[0-9a-f]{32}$/)

    const response = await session.post('/api/v1/tus/entries').json({ uploadKey })
    assert.equal(response.status(), 201, response.text())
    const entry = response.body().fileEntry
    assert.include(entry, {
      name: 'Opening.mp3',
      mime: 'audio/mpeg',
      extension: 'mp3',
      file_size: bytes.length,
      relative_path: 'Live/Opening.mp3',
      user_id: user.id,
    })
    // Extras are kept; the protocol's own keys and the server's owner mark are not.
    assert.deepEqual(entry.metadata, { take: '2' })
    assert.deepEqual(Buffer.from(await drive.use('uploads').getBytes(entry.path)), bytes)
    assert.isFalse(existsSync(join(tusDirectory(), uploadKey)))
    assert.isFalse(existsSync(join(tusDirectory(), `${uploadKey}.json`)))

    const again = await session.post('/api/v1/tus/entries').json({ uploadKey })
    assert.equal(again.status(), 404)
    assert.equal(again.body().message, 'The upload was not found.')
    assert.equal(await entryCount(), 1)
  })

  test('creation is checked: sign-in, the CSRF header, names, size, emptiness', async ({
    assert,
    client,
  }) => {
    const guest = await client
      .post('/api/v1/tus/upload')
      .header('Tus-Resumable', '1.0.0')
      .header('Upload-Length', '10')
      .withCsrfToken()
    assert.equal(guest.status(), 401)
    const session = await signIn(await UserFactory.create())
    const forged = await tusFetch(session, ORIGIN, 'POST', '/api/v1/tus/upload', {
      withoutXsrf: true,
      headers: { 'Upload-Length': '10', 'Upload-Metadata': tusMetadata({ name: 'a.mp3' }) },
    })
    assert.equal(forged.status, 419)

    const refusals: Array<[Record<string, string>, number, number, string]> = [
      [{ name: '../../etc/passwd' }, 100, 422, 'The file name is not allowed.'],
      [{ name: 'a\u0000.mp3' }, 100, 422, 'The file name is not allowed.'],
      [
        { name: 'a.mp3', relativePath: 'Album/../../secrets/a.mp3' },
        100,
        422,
        'The folder path is not allowed.',
      ],
      [{ name: 'empty.mp3' }, 0, 422, 'The file is empty.'],
      [{ name: 'huge.mp3' }, 3 * 1024 ** 3, 413, '`huge.mp3` exceeds maximum allowed size of 2GB'],
      [{ name: 'setup.exe' }, 100, 422, 'This file type is not allowed'],
    ]
    for (const [metadata, size, status, message] of refusals) {
      const response = await tusFetch(session, ORIGIN, 'POST', '/api/v1/tus/upload', {
        headers: { 'Upload-Length': String(size), 'Upload-Metadata': tusMetadata(metadata) },
      })
      assert.equal(response.status, status, JSON.stringify(metadata))
      assert.deepEqual(await response.json(), { message }, JSON.stringify(metadata))
    }
  })

  test('a PATCH at the wrong offset is 409 and changes nothing', async ({ assert }) => {
    const session = await signIn(await UserFactory.create())
    const bytes = mp3Bytes(4)
    const { location } = await createUpload(session, ORIGIN, bytes.length, { name: 'a.mp3' })
    const first = await patchUpload(session, ORIGIN, location, 0, bytes.subarray(0, 500))
    assert.equal(first.status, 204)
    assert.equal(first.headers.get('upload-offset'), '500')
    const wrong = await patchUpload(session, ORIGIN, location, 100, bytes.subarray(100, 600))
    assert.equal(wrong.status, 409)
    const head = await tusFetch(session, ORIGIN, 'HEAD', location)
    assert.equal(head.headers.get('upload-offset'), '500')
  })

  test('two PATCHes at once: the second is 423 while the first holds the upload', async ({
    assert,
  }) => {
    const session = await signIn(await UserFactory.create())
    const bytes = mp3Bytes(4)
    const { location, id } = await createUpload(session, ORIGIN, bytes.length, { name: 'a.mp3' })
    // A body that sends its first bytes, then waits: the first PATCH holds the upload meanwhile.
    let finish!: () => void
    const held = new Promise<void>((resolve) => (finish = resolve))
    const slowBody = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(bytes.subarray(0, 1000))
        await held
        controller.enqueue(bytes.subarray(1000))
        controller.close()
      },
    })
    const first = tusFetch(session, ORIGIN, 'PATCH', location, {
      headers: { 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      stream: slowBody,
    })
    await waitFor(() => db.from('locks').where('key', `files.tus_upload:${id}`).first())

    const second = await patchUpload(session, ORIGIN, location, 0, bytes)
    assert.equal(second.status, 423)
    assert.match(((await second.json()) as { message: string }).message, /locked/)
    const entries = await session.post('/api/v1/tus/entries').json({ uploadKey: id })
    assert.equal(entries.status(), 423)

    finish()
    assert.equal((await first).status, 204)
    const registered = await session.post('/api/v1/tus/entries').json({ uploadKey: id })
    assert.equal(registered.status(), 201, registered.text())
  })

  test('a client that goes away mid-PATCH frees the upload: it resumes from what was written', async ({
    assert,
  }) => {
    const session = await signIn(await UserFactory.create())
    const bytes = mp3Bytes(8)
    const { location, id } = await createUpload(session, ORIGIN, bytes.length, { name: 'a.mp3' })
    const gone = new AbortController()
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.subarray(0, 1000))
      },
    })
    const patch = fetch(new URL(location, ORIGIN), {
      method: 'POST',
      headers: {
        'Tus-Resumable': '1.0.0',
        'cookie': session.cookieHeader(),
        'X-XSRF-TOKEN': decodeURIComponent(session.cookie('XSRF-TOKEN')!),
        'X-HTTP-Method-Override': 'PATCH',
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
      },
      body,
      duplex: 'half',
      signal: gone.signal,
    } as RequestInit).catch(() => null)
    await waitFor(() => db.from('locks').where('key', `files.tus_upload:${id}`).first())
    gone.abort()
    await patch

    // The lock is released once the server sees the connection close, well before its ttl.
    const head = await waitFor(async () => {
      const response = await tusFetch(session, ORIGIN, 'HEAD', location)
      return response.status === 200 ? response : null
    }, 5000)
    const offset = Number(head.headers.get('upload-offset'))
    assert.isAtMost(offset, 1000)
    const rest = await patchUpload(session, ORIGIN, location, offset, bytes.subarray(offset))
    assert.equal(rest.status, 204)
    assert.equal((await session.post('/api/v1/tus/entries').json({ uploadKey: id })).status(), 201)
  })

  test("someone else's upload does not exist for you: HEAD, PATCH, DELETE and tus/entries are 404", async ({
    assert,
  }) => {
    const owner = await signIn(await UserFactory.create())
    const bytes = mp3Bytes(2)
    const { location, id } = await createUpload(owner, ORIGIN, bytes.length, { name: 'a.mp3' })
    assert.equal((await patchUpload(owner, ORIGIN, location, 0, bytes)).status, 204)

    const intruder = await signIn(await UserFactory.create())
    assert.equal((await tusFetch(intruder, ORIGIN, 'HEAD', location)).status, 404)
    assert.equal((await patchUpload(intruder, ORIGIN, location, bytes.length, bytes)).status, 404)
    assert.equal((await tusFetch(intruder, ORIGIN, 'DELETE', location)).status, 404)
    const stolen = await intruder.post('/api/v1/tus/entries').json({ uploadKey: id })
    assert.equal(stolen.status(), 404)
    const made = await intruder
      .post('/api/v1/tus/entries')
      .json({ uploadKey: '../../cadenza.sqlite' })
    assert.equal(made.status(), 422)
    assert.equal(await entryCount(), 0)
    // The owner's upload is untouched.
    assert.equal((await owner.post('/api/v1/tus/entries').json({ uploadKey: id })).status(), 201)
  })

  test('tus/entries refuses an unfinished upload (409) and refused content (the upload goes)', async ({
    assert,
  }) => {
    const session = await signIn(await UserFactory.create())
    const { location, id } = await createUpload(session, ORIGIN, HTML_PAGE.length, {
      name: 'song.mp3',
      clientExtension: 'mp3',
    })
    await patchUpload(session, ORIGIN, location, 0, HTML_PAGE.subarray(0, 10))
    const unfinished = await session.post('/api/v1/tus/entries').json({ uploadKey: id })
    assert.equal(unfinished.status(), 409)
    assert.equal(
      unfinished.body().message,
      `The upload is not finished: 10 of ${HTML_PAGE.length} bytes received.`
    )

    await patchUpload(session, ORIGIN, location, 10, HTML_PAGE.subarray(10))
    const refused = await session.post('/api/v1/tus/entries').json({ uploadKey: id })
    assert.equal(refused.status(), 422)
    assert.equal(refused.body().message, 'This file type is not allowed')
    assert.equal(await entryCount(), 0)
    assert.isFalse(existsSync(join(tusDirectory(), id)))
    assert.equal((await tusFetch(session, ORIGIN, 'HEAD', location)).status, 404)
  })

  test('termination deletes the upload and what it received', async ({ assert }) => {
    const session = await signIn(await UserFactory.create())
    const bytes = mp3Bytes(2)
    const { location, id } = await createUpload(session, ORIGIN, bytes.length, { name: 'a.mp3' })
    await patchUpload(session, ORIGIN, location, 0, bytes.subarray(0, 100))
    // The raw bytes are never served back.
    assert.equal((await tusFetch(session, ORIGIN, 'GET', location)).status, 405)
    assert.equal((await tusFetch(session, ORIGIN, 'DELETE', location)).status, 204)
    assert.isFalse(existsSync(join(tusDirectory(), id)))
    assert.equal((await tusFetch(session, ORIGIN, 'HEAD', location)).status, 404)
  })

  test('the scheduled job deletes uploads abandoned longer than the setting, and keeps recent ones', async ({
    assert,
  }) => {
    const session = await signIn(await UserFactory.create())
    const old = await createUpload(session, ORIGIN, 100, { name: 'old.mp3' })
    const dayLater = new Date(Date.now() + 25 * 3600_000)
    const recent = await createUpload(session, ORIGIN, 100, { name: 'recent.mp3' })
    // Judged a day later: both are past 24 hours. Judged now: neither.
    assert.equal(await expireAbandonedUploads(new Date()), 0)
    assert.isAtLeast(await expireAbandonedUploads(dayLater), 2)
    assert.isFalse(existsSync(join(tusDirectory(), old.id)))
    assert.isFalse(existsSync(join(tusDirectory(), recent.id)))
  })
})

async function waitFor<T>(
  probe: () => Promise<T | null | undefined>,
  timeoutMs = 5000
): Promise<T> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    const value = await probe()
    if (value) return value
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error('Timed out waiting')
}
