import { test } from '@japa/runner'
import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { AppProcess } from '#tests/helpers/app_process'
import { waitForApp } from '#tests/helpers/browser'
import {
  openAt,
  signInThroughForm,
  waitForPath,
} from '#core/accounts/tests/browser/browser_helpers'
import { MIN_PART_SIZE, TestS3Server } from '#tests/helpers/s3_server'
import { signIn } from '#tests/helpers/sign_in'
import { FACTORY_PASSWORD, UserFactory } from '#database/factories/user_factory'

const BUCKET = 'cadenza-audio'

interface Outcome {
  key: string
  parts: { PartNumber: number; ETag: string | null }[]
  stored: { Size: number }[]
  fileEntry: Record<string, unknown>
}

/**
 * A page of the app in Chromium uploads a file straight to the bucket in
 * parts, the way the upload queue does: the site's Content-Security-Policy
 * must let it reach the bucket, the bucket's CORS rule must let it PUT and
 * read each part's ETag, and the server must sign, complete and register.
 */
test.group('Direct multipart upload from a browser page', (group) => {
  let s3: TestS3Server
  let server: AppProcess

  group.setup(async () => {
    s3 = await TestS3Server.start()
    server = await AppProcess.start({
      ...s3.appEnvironment({ bucket: BUCKET }),
      READ_CACHE: 'false',
    })
    // The bucket's CORS rule names the site's origin, as an operator sets it (README, Storage on S3).
    s3.createBucket(BUCKET, { corsOrigins: [new URL(server.url('/')).origin] })
    return async () => {
      await server.stop()
      await s3.stop()
    }
  })

  test('create, sign, PUT parts cross-origin reading their ETags, complete, register: the entry holds the bytes', async ({
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
    const user = await UserFactory.create()
    const { page, context } = await openAt('/login', { origin: server.url('') })
    cleanup(() => context.close())
    await signInThroughForm(page, user.email, FACTORY_PASSWORD)
    await waitForPath(page, '/')
    await waitForApp(page)

    const outcome: Outcome = await page.evaluate(async (partSize) => {
      // Each answer may renew the token: read it for every call, as the app's client does.
      const call = async (path: string, body: object): Promise<any> => {
        const xsrf = decodeURIComponent(
          (globalThis as unknown as { document: { cookie: string } }).document.cookie.match(
            /XSRF-TOKEN=([^;]+)/
          )![1]
        )
        const response = await fetch(`/api/v1/${path}`, {
          method: 'POST',
          credentials: 'include',
          headers: {
            'content-type': 'application/json',
            'accept': 'application/json',
            'x-xsrf-token': xsrf,
          },
          body: JSON.stringify(body),
        })
        if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
        return response.json()
      }
      // Two parts: a full one that begins like an MP3, and a short last one.
      const file = new Uint8Array(partSize + 1000).fill(0x55)
      file.set([0xff, 0xfb, 0x90, 0x64])
      const { key, uploadId } = await call('s3/multipart/create', {
        filename: 'Live set.mp3',
        mime: 'audio/mpeg',
        size: file.length,
        extension: 'mp3',
      })
      const { urls } = await call('s3/multipart/batch-sign-part-urls', {
        key,
        uploadId,
        partNumbers: [1, 2],
      })
      const parts = []
      for (const { partNumber, url } of urls as { partNumber: number; url: string }[]) {
        const start = (partNumber - 1) * partSize
        const put = await fetch(url, { method: 'PUT', body: file.slice(start, start + partSize) })
        parts.push({ PartNumber: partNumber, ETag: put.headers.get('ETag') })
      }
      const { parts: stored } = await call('s3/multipart/get-uploaded-parts', { key, uploadId })
      await call('s3/multipart/complete', { key, uploadId, parts })
      const { fileEntry } = await call('s3/entries', {
        filename: key.split('/').pop(),
        size: file.length,
        clientName: 'Live set.mp3',
      })
      return { key, parts, stored, fileEntry }
    }, MIN_PART_SIZE)

    assert.lengthOf(outcome.parts, 2)
    for (const part of outcome.parts) assert.match(part.ETag!, /^"[0-9a-f]{32}"$/)
    assert.deepEqual(
      outcome.stored.map((part: { Size: number }) => part.Size),
      [MIN_PART_SIZE, 1000]
    )
    assert.containsSubset(outcome.fileEntry, {
      name: 'Live set.mp3',
      mime: 'audio/mpeg',
      file_size: MIN_PART_SIZE + 1000,
      user_id: user.id,
    })

    const expected = Buffer.alloc(MIN_PART_SIZE + 1000, 0x55)
    Buffer.from([0xff, 0xfb, 0x90, 0x64]).copy(expected)
    const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
    assert.equal(sha256(s3.object(BUCKET, outcome.key)!.body), sha256(expected))
    assert.exists(
      await db.from('file_entries').where('disk_key', outcome.key).where('user_id', user.id).first()
    )
  })
})
