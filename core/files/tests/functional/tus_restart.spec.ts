import { test } from '@japa/runner'
import { createHash } from 'node:crypto'
import * as tus from 'tus-js-client'
import drive from '@adonisjs/drive/services/main'
import { UserFactory } from '#database/factories/user_factory'
import { AppProcess } from '#tests/helpers/app_process'
import { signIn } from '#tests/helpers/sign_in'
import type { CookieSession } from '#tests/helpers/cookie_session'
import { mp3Bytes } from '../helpers/sample_files.js'

function clientHeaders(session: CookieSession) {
  return {
    'cookie': session.cookieHeader(),
    'X-XSRF-TOKEN': decodeURIComponent(session.cookie('XSRF-TOKEN')!),
  }
}

function sha256(bytes: Uint8Array) {
  return createHash('sha256').update(bytes).digest('hex')
}

/**
 * A resumable upload survives the server: the first app process is killed
 * (SIGKILL, mid-PATCH) once part of the file arrived, a new one starts on
 * the same data folder and database, and tus-js-client resumes from the
 * offset the new one reports. The lock the dead process held is still in
 * the locks table: the client meets 423 and retries (spec section 8's
 * delays) until the lock's ttl frees it.
 */
test.group('tus upload across a server restart', () => {
  test('killed mid-upload, resumed on the restarted server: the entry holds the same bytes', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    // Sessions in cookies: the restarted server still knows the person (the test run's own memory store would not).
    const env = { SESSION_DRIVER: 'cookie' }
    const first = await AppProcess.start(env)
    let second: AppProcess | null = null
    try {
      const bytes = mp3Bytes(7000)
      const session = await signIn(user, { origin: first.url('') })
      let uploadUrl = ''
      let crashed: Promise<void> | null = null
      await new Promise<void>((resolve) => {
        const upload = new tus.Upload(bytes, {
          endpoint: first.url('/api/v1/tus/upload'),
          headers: clientHeaders(session),
          metadata: {
            name: 'Long take.mp3',
            clientExtension: 'mp3',
            clientMime: 'audio/mpeg',
            clientSize: String(bytes.length),
          },
          chunkSize: 256 * 1024,
          overridePatchMethod: true,
          retryDelays: [],
          onUploadUrlAvailable: () => void (uploadUrl = upload.url!),
          onProgress: (sent) => {
            if (sent >= 1024 * 1024 && !crashed) crashed = first.crash().then(resolve)
          },
          onError: () => {},
          onSuccess: () => resolve(),
        })
        upload.start()
      })
      assert.isNotNull(crashed, 'the server was killed before the upload finished')
      const path = new URL(uploadUrl).pathname

      second = await AppProcess.start(env)
      const again = await signIn(user, { origin: second.url('') })
      // The client asks the restarted server for the offset (HEAD: 423 until the dead process's lock
      // expires, then 200 with what reached the disk) and sends its first PATCH from there.
      const resumed: { reportedOffset?: number; firstPatchOffset?: number } = {}
      await new Promise<void>((resolve, reject) => {
        new tus.Upload(bytes, {
          uploadUrl: second!.url(path),
          headers: clientHeaders(again),
          chunkSize: 256 * 1024,
          overridePatchMethod: true,
          // Spec section 8's delays: 423 and 409 are retried.
          retryDelays: [0, 3000, 5000, 10000, 20000],
          onBeforeRequest: (request) => {
            if (request.getHeader('X-HTTP-Method-Override') === 'PATCH') resumed.firstPatchOffset ??= Number(request.getHeader('Upload-Offset'))
          },
          onAfterResponse: (request, response) => {
            if (request.getMethod() === 'HEAD' && response.getStatus() === 200) resumed.reportedOffset ??= Number(response.getHeader('Upload-Offset'))
          },
          onSuccess: () => resolve(),
          onError: reject,
        }).start()
      })
      assert.isAbove(resumed.reportedOffset!, 0, 'the restarted server reports the bytes that reached the disk before the crash')
      assert.isBelow(resumed.reportedOffset!, bytes.length)
      assert.equal(resumed.firstPatchOffset, resumed.reportedOffset, 'the client resumes from the offset the server reports')

      const registered = await again
        .post('/api/v1/tus/entries')
        .json({ uploadKey: path.slice(path.lastIndexOf('/') + 1) })
      assert.equal(registered.status(), 201, registered.text())
      const entry = registered.body().fileEntry
      assert.equal(entry.file_size, bytes.length)
      assert.equal(sha256(await drive.use('uploads').getBytes(entry.path)), sha256(bytes))
    } finally {
      await first.stop()
      await second?.stop()
    }
  }).timeout(90_000)
})
