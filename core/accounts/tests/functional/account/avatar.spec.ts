import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import { HttpSession, serverUrl } from '#tests/helpers/http_client'
import { createAccount, freshUser, postMultipart, signIn } from './account_helpers.js'

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

function imageForm(bytes: Buffer, name: string, type = 'image/png', field = 'file') {
  const form = new FormData()
  form.append(field, new Blob([bytes], { type }), name)
  return form
}

/** Path part of a stored avatar URL (stored relative, /storage/...), fetched from the test server. */
function storagePath(url: string) {
  return new URL(url, 'http://cadenza.test').pathname
}

/** Whether the file behind a stored avatar URL is still on the public disk. */
function storedFileExists(url: string) {
  return drive.use('public').exists(storagePath(url).replace(/^\/storage\//, ''))
}

/** Spec sections 5, 7 and 9: POST/DELETE users/{id}/avatar. */
test.group('Avatar', () => {
  test('an image upload is stored on the public disk and served; the old file goes on replace', async ({
    assert,
  }) => {
    const user = await createAccount()
    const session = await signIn(user)
    const first = await postMultipart(session, '/api/v1/users/me/avatar', imageForm(PNG, 'me.png'))
    assert.equal(first.status, 200)
    const firstUrl: string = first.json().user.image
    assert.match(firstUrl, /\/storage\/avatars\/\d+-[\w-]+\.png$/)
    const served = await fetch(serverUrl(storagePath(firstUrl)))
    assert.equal(served.status, 200)
    assert.deepEqual(Buffer.from(await served.arrayBuffer()), PNG)

    // A GIF sent as 'photo.png': stored by what it is.
    const second = await postMultipart(
      session,
      `/api/v1/users/${user.id}/avatar`,
      imageForm(GIF, 'photo.png')
    )
    assert.equal(second.status, 200)
    assert.match(second.json().user.image, /\.gif$/)
    assert.equal((await freshUser(user)).image, second.json().user.image)
    assert.isFalse(await storedFileExists(firstUrl))
    assert.isTrue(await storedFileExists(second.json().user.image))
  })

  test('files that are not png, jpeg, gif or webp by content are refused', async ({ assert }) => {
    const user = await createAccount()
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
      assert.equal(response.status, 422, name)
      assert.deepEqual(response.json().errors, { file: ['This file type is not allowed'] })
    }
    assert.isNull((await freshUser(user)).image)
  })

  test('files over 2 MB are refused with the size message', async ({ assert }) => {
    const session = await signIn(await createAccount())
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])
    const response = await postMultipart(
      session,
      '/api/v1/users/me/avatar',
      imageForm(big, 'huge.png')
    )
    assert.equal(response.status, 422)
    assert.deepEqual(response.json().errors, {
      file: ['`huge.png` exceeds maximum allowed size of 2MB'],
    })
  })

  test('a form without a file answers "Please select an image."', async ({ assert }) => {
    const session = await signIn(await createAccount())
    const response = await postMultipart(
      session,
      '/api/v1/users/me/avatar',
      imageForm(PNG, 'me.png', 'image/png', 'other')
    )
    assert.equal(response.status, 422)
    assert.deepEqual(response.json().errors, { file: ['Please select an image.'] })
  })

  test('a URL can be set instead; it must be an http(s) URL', async ({ assert }) => {
    const user = await createAccount()
    const session = await signIn(user)
    const response = await session.call('/api/v1/users/me/avatar', {
      method: 'POST',
      json: { url: 'https://cdn.example.com/a.png' },
    })
    assert.equal(response.status, 200)
    assert.equal((await freshUser(user)).image, 'https://cdn.example.com/a.png')

    const bad = await session.call('/api/v1/users/me/avatar', {
      method: 'POST',
      json: { url: 'javascript:alert(1)' },
    })
    assert.equal(bad.status, 422)
    assert.property(bad.json().errors, 'url')
  })

  test('removing the avatar clears it and deletes the stored file', async ({ assert }) => {
    const user = await createAccount()
    const session = await signIn(user)
    const url: string = (
      await postMultipart(session, '/api/v1/users/me/avatar', imageForm(PNG, 'me.png'))
    ).json().user.image
    const response = await session.call(`/api/v1/users/${user.id}/avatar`, { method: 'DELETE' })
    assert.equal(response.status, 200)
    assert.isNull(response.json().user.image)
    assert.isNull((await freshUser(user)).image)
    assert.isFalse(await storedFileExists(url))
  })

  test("nobody changes another person's avatar; guests get 401", async ({ assert }) => {
    const target = await createAccount()
    const other = await signIn(await createAccount())
    assert.equal(
      (await postMultipart(other, `/api/v1/users/${target.id}/avatar`, imageForm(PNG, 'x.png')))
        .status,
      403
    )
    assert.equal(
      (await other.call(`/api/v1/users/${target.id}/avatar`, { method: 'DELETE' })).status,
      403
    )
    const guest = await new HttpSession().start()
    assert.equal(
      (
        await guest.call(`/api/v1/users/${target.id}/avatar`, {
          method: 'POST',
          json: { url: 'https://x.test/a.png' },
        })
      ).status,
      401
    )
    assert.isNull((await freshUser(target)).image)
  })
})
