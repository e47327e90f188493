import { createServer } from 'node:http'
import { test } from '@japa/runner'
import sharp from 'sharp'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import { randomUUID } from 'node:crypto'
import { avatarImages } from '#core/accounts/server/services/avatar_service'
import { CookieSession } from '#tests/helpers/cookie_session'
import { serverUrl } from '#tests/helpers/http_client'
import { pngClaiming } from '#tests/helpers/images'
import { type FileUpload, freshUser, postMultipart } from './account_helpers.js'
import { UserFactory } from '#database/factories/user_factory'
import { signIn } from '#tests/helpers/sign_in'

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64'
)
/** GIF header: the type comes from the bytes, whatever the name says. */
const GIF = Buffer.concat([
  Buffer.from('GIF89a'),
  Buffer.from([1, 0, 1, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3b]),
])

function imageForm(
  bytes: Buffer,
  filename: string,
  contentType = 'image/png',
  field = 'file'
): FileUpload {
  return { field, bytes, filename, contentType }
}

/** Path part of a stored avatar URL (stored relative, /storage/...), fetched from the test server. */
function storagePath(url: string) {
  return new URL(url, 'http://cadenza.test').pathname
}

/** Whether the file behind a stored avatar URL is still on the public disk. */
function storedFileExists(url: string) {
  return drive.use('public').exists(storagePath(url).replace(/^\/storage\//, ''))
}

const AVATAR_LIMIT = 2 * 1024 * 1024

/** Spec sections 5, 7 and 9: POST/DELETE users/{id}/avatar. */
test.group('Avatar', () => {
  test('an image upload is stored on the public disk and served; the old file goes on replace', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const session = await signIn(user)
    const first = await postMultipart(session, '/api/v1/users/me/avatar', imageForm(PNG, 'me.png'))
    assert.equal(first.status(), 200)
    const firstUrl: string = first.body().user.image
    assert.match(firstUrl, /\/storage\/avatars\/\d+-[\w-]+\.webp$/)
    const served = await fetch(serverUrl(storagePath(firstUrl)))
    assert.equal(served.status, 200)
    assert.include(await sharp(Buffer.from(await served.arrayBuffer())).metadata(), {
      format: 'webp',
      width: 1,
      height: 1,
    })

    // A GIF sent as 'photo.png': checked by what it is, stored re-encoded.
    const second = await postMultipart(
      session,
      `/api/v1/users/${user.id}/avatar`,
      imageForm(GIF, 'photo.png')
    )
    assert.equal(second.status(), 200)
    assert.match(second.body().user.image, /\.webp$/)
    assert.equal((await freshUser(user)).image, second.body().user.image)
    assert.isFalse(await storedFileExists(firstUrl))
    assert.isTrue(await storedFileExists(second.body().user.image))
  })

  test('files that are not png, jpeg, gif or webp by content are refused', async ({ assert }) => {
    const user = await UserFactory.create()
    const session = await signIn(user)
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
    )
    for (const [bytes, name] of [
      [svg, 'evil.png'],
      [Buffer.from('just text'), 'notes.jpg'],
      [Buffer.from('%PDF-1.4\n'), 'doc.webp'],
    ] as const) {
      const response = await postMultipart(
        session,
        '/api/v1/users/me/avatar',
        imageForm(bytes, name)
      )
      assert.equal(response.status(), 422, name)
      assert.deepEqual(response.body().errors, { file: ['This file type is not allowed'] })
    }
    assert.isNull((await freshUser(user)).image)
  })

  test('files over 2 MB are refused with the size message', async ({ assert }) => {
    const session = await signIn(await UserFactory.create())
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])
    const response = await postMultipart(
      session,
      '/api/v1/users/me/avatar',
      imageForm(big, 'huge.png')
    )
    assert.equal(response.status(), 422)
    assert.deepEqual(response.body().errors, {
      file: ['`huge.png` exceeds maximum allowed size of 2MB'],
    })
  })

  test('a form without a file answers "Please select an image."', async ({ assert }) => {
    const session = await signIn(await UserFactory.create())
    const response = await postMultipart(
      session,
      '/api/v1/users/me/avatar',
      imageForm(PNG, 'me.png', 'image/png', 'other')
    )
    assert.equal(response.status(), 422)
    assert.deepEqual(response.body().errors, { file: ['Please select an image.'] })
  })

  test('a URL is never taken as an avatar, and the server never fetches it', async ({ assert }) => {
    const user = await UserFactory.create()
    const session = await signIn(user)
    const before = await postMultipart(session, '/api/v1/users/me/avatar', imageForm(PNG, 'me.png'))
    const requested: string[] = []
    const inside = createServer((request, response) => {
      requested.push(request.url ?? '')
      response.end(PNG)
    })
    await new Promise<void>((resolve) => inside.listen(0, '127.0.0.1', resolve))
    const port = (inside.address() as { port: number }).port
    try {
      for (const url of [
        `http://127.0.0.1:${port}/a.png`,
        'http://169.254.169.254/latest/meta-data/',
        'http://[::1]/a.png',
        'https://cdn.example.com/a.png',
        before.body().user.image,
      ]) {
        const response = await session.post('/api/v1/users/me/avatar').json({ url })
        assert.equal(response.status(), 422, url)
        assert.deepEqual(response.body().errors, { file: ['Please select an image.'] })
      }
    } finally {
      await new Promise((resolve) => inside.close(resolve))
    }
    assert.deepEqual(requested, [])
    assert.equal((await freshUser(user)).image, before.body().user.image)
  })

  test('pictures are bounded in pixels and stored re-encoded, with nothing else of the upload', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const session = await signIn(user)
    // 30,000 x 30,000 pixels in a few hundred bytes: refused from its header, never decoded.
    const bomb = pngClaiming(30_000, 30_000)
    assert.isBelow(bomb.length, AVATAR_LIMIT)
    const refused = await postMultipart(
      session,
      '/api/v1/users/me/avatar',
      imageForm(bomb, 'bomb.png')
    )
    assert.equal(refused.status(), 422)
    assert.deepEqual(refused.body().errors, {
      file: ['The image is too large: at most 8000 × 8000 pixels.'],
    })

    // Bytes that start as a PNG and do not decode are not an image.
    const broken = await postMultipart(
      session,
      '/api/v1/users/me/avatar',
      imageForm(PNG.subarray(0, 40), 'broken.png')
    )
    assert.equal(broken.status(), 422)
    assert.deepEqual(broken.body().errors, { file: ['Please select an image.'] })
    assert.isNull((await freshUser(user)).image)

    // A large photo with a script riding after its data: stored shrunk, as pixels only.
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#3366cc' },
    })
      .withMetadata({ exif: { IFD0: { Copyright: 'GPS-and-more' } } })
      .jpeg()
      .toBuffer()
    const upload = Buffer.concat([photo, Buffer.from('<script>alert(1)</script>')])
    const stored = await postMultipart(
      session,
      '/api/v1/users/me/avatar',
      imageForm(upload, 'p.jpg')
    )
    assert.equal(stored.status(), 200)
    const bytes = Buffer.from(
      await (await fetch(serverUrl(storagePath(stored.body().user.image)))).arrayBuffer()
    )
    const metadata = await sharp(bytes).metadata()
    assert.include(metadata, { format: 'webp', width: 512, height: 384 })
    assert.isUndefined(metadata.exif)
    assert.notInclude(bytes.toString('latin1'), '<script>')
  })

  test('removing the avatar clears it and deletes the stored file', async ({ assert }) => {
    const user = await UserFactory.create()
    const session = await signIn(user)
    const url: string = (
      await postMultipart(session, '/api/v1/users/me/avatar', imageForm(PNG, 'me.png'))
    ).body().user.image
    const response = await session.delete(`/api/v1/users/${user.id}/avatar`)
    assert.equal(response.status(), 200)
    assert.isNull(response.body().user.image)
    assert.isNull((await freshUser(user)).image)
    assert.isFalse(await storedFileExists(url))
  })

  test('avatars stored before owners were recorded are adopted by their owners only', async ({
    assert,
  }) => {
    const owner = await UserFactory.create()
    const other = await UserFactory.create()
    const key = `avatars/${owner.id}-${randomUUID()}.png`
    await drive.use('public').put(key, PNG)
    const url = await drive.use('public').getUrl(key)
    await db.from('users').whereIn('id', [owner.id, other.id]).update({ image: url })
    // What the stored_images migration does with the rows it finds.
    await avatarImages.adoptFiles(db.connection(), [
      { owner_id: owner.id, url },
      { owner_id: other.id, url },
    ])

    const otherSession = await signIn(other)
    assert.equal((await otherSession.delete('/api/v1/users/me/avatar')).status(), 200)
    assert.isTrue(await storedFileExists(url))
    const ownerSession = await signIn(owner)
    assert.equal((await ownerSession.delete('/api/v1/users/me/avatar')).status(), 200)
    assert.isFalse(await storedFileExists(url))
  })

  test("nobody changes another person's avatar; guests get 401", async ({ assert }) => {
    const target = await UserFactory.create()
    const other = await signIn(await UserFactory.create())
    assert.equal(
      (
        await postMultipart(other, `/api/v1/users/${target.id}/avatar`, imageForm(PNG, 'x.png'))
      ).status(),
      403
    )
    assert.equal((await other.delete(`/api/v1/users/${target.id}/avatar`)).status(), 403)
    const guest = await new CookieSession().start()
    assert.equal(
      (
        await guest.post(`/api/v1/users/${target.id}/avatar`).json({ url: 'https://x.test/a.png' })
      ).status(),
      401
    )
    assert.isNull((await freshUser(target)).image)
  })
})
