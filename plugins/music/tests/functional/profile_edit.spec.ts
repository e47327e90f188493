import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import { api, guestSession, signedInSession } from '../helpers/music_session.js'
import { FACTORY_PASSWORD } from '#database/factories/user_factory'
import type { CookieSession } from '#tests/helpers/cookie_session'

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64'
)

/** An upload of `bytes` as the form's `file` field, named and typed like a browser's. */
function uploadHeader(session: CookieSession, bytes: Buffer, name: string, type = 'image/png') {
  return session
    .post(api('profile/header'))
    .file('file', bytes, { filename: name, contentType: type })
}

function storedFileExists(url: string) {
  return drive
    .use('public')
    .exists(new URL(url, 'http://cadenza.test').pathname.replace(/^\/storage\//, ''))
}

test.group('Music API: editing one’s profile', () => {
  test('PUT profile stores name, bio, place and links; the public profile shows them; empty texts clear', async ({
    assert,
  }) => {
    const { user, session } = await signedInSession()
    const links = [
      { url: 'https://example.com/me', title: 'Website' },
      { url: 'http://bandcamp.example/me', title: 'Bandcamp' },
    ]
    const saved = await session
      .put(api('profile'))
      .json({
        display_name: ' DJ Ada ',
        bio: 'Synths <b>and</b> drums',
        city: 'Lyon',
        country: 'fr',
        links,
        user_id: 999,
      })
    assert.equal(saved.status(), 200)
    assert.equal(saved.body().user.name, 'DJ Ada')
    assert.deepEqual(saved.body().profile, {
      display_name: 'DJ Ada',
      bio: 'Synths <b>and</b> drums',
      links,
      header_image: null,
      city: 'Lyon',
      country: 'FR',
    })

    const seen = (await (await guestSession()).get(api(`users/${user.id}/profile`))).body()
    assert.equal(seen.user.name, 'DJ Ada')
    assert.deepEqual(seen.profile.links, links)
    assert.lengthOf(await db.from('profiles').where('user_id', 999), 0)

    const cleared = await session.put(api('profile')).json({ display_name: '', links: [] })
    assert.equal(cleared.status(), 200)
    assert.notEqual(cleared.body().user.name, 'DJ Ada')
    assert.deepEqual(cleared.body().profile.links, [])
    // Keys left out keep their value.
    assert.equal(cleared.body().profile.city, 'Lyon')
  })

  test('bad input: 422 with the field, nothing stored; guests 401', async ({ assert }) => {
    const { user, session } = await signedInSession()
    for (const [json, field] of [
      [{ country: 'ZZ' }, 'country'],
      [{ links: [{ url: 'javascript:alert(1)', title: 'x' }] }, 'links.0.url'],
      [{ links: [{ url: 'https://a.example', title: '' }] }, 'links.0.title'],
      [
        {
          links: Array.from({ length: 11 }, (_, i) => ({
            url: `https://a.example/${i}`,
            title: 't',
          })),
        },
        'links',
      ],
      [{ bio: 'x'.repeat(2001) }, 'bio'],
    ] as const) {
      const response = await session.put(api('profile')).json(json)
      assert.equal(response.status(), 422, field)
      assert.include(Object.keys(response.body().errors), field)
    }
    const badLink = await session
      .put(api('profile'))
      .json({ links: [{ url: 'ftp://x.example', title: 'x' }] })
    assert.deepEqual(badLink.body().errors, {
      'links.0.url': ['Enter a web address starting with http:// or https://.'],
    })
    assert.lengthOf(await db.from('profiles').where('user_id', user.id), 0)
    const guest = await guestSession()
    assert.equal((await guest.put(api('profile')).json({ bio: 'hi' })).status(), 401)
    assert.equal((await uploadHeader(guest, PNG, 'h.png')).status(), 401)
  })

  test('first edits sent at once all succeed and make one profile', async ({ assert }) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const { user, session } = await signedInSession()
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          index % 2
            ? session.delete(api('profile/header'))
            : session.put(api('profile')).json({ city: 'Lyon' })
        )
      )
      assert.deepEqual(
        answers.map((answer) => answer.status()),
        Array(8).fill(200)
      )
      assert.lengthOf(await db.from('profiles').where('user_id', user.id), 1)
    }
  })

  test('header image: stored by content, replaced (old file deleted), removed; non-images refused', async ({
    assert,
  }) => {
    const { user, session } = await signedInSession()
    const first = await uploadHeader(session, PNG, 'banner.png')
    assert.equal(first.status(), 200)
    const firstUrl: string = first.body().profile.header_image
    assert.match(firstUrl, /\/storage\/profile-headers\/\d+-[\w-]+\.webp$/)
    assert.isTrue(await storedFileExists(firstUrl))

    const second = await uploadHeader(session, PNG, 'other.png')
    const secondUrl: string = second.body().profile.header_image
    assert.notEqual(secondUrl, firstUrl)
    assert.isFalse(await storedFileExists(firstUrl))

    const refused = await uploadHeader(
      session,
      Buffer.from('<svg onload="alert(1)"></svg>'),
      'x.png'
    )
    assert.equal(refused.status(), 422)
    assert.deepEqual(refused.body().errors, { file: ['This file type is not allowed'] })
    assert.equal(
      (await db.from('profiles').where('user_id', user.id).first()).header_image,
      secondUrl
    )

    const removed = await session.delete(api('profile/header'))
    assert.equal(removed.status(), 200)
    assert.isNull(removed.body().profile.header_image)
    assert.isFalse(await storedFileExists(secondUrl))
  })

  test('deleting the account deletes its profile header image file (user:deleted listener)', async ({
    assert,
  }) => {
    const { user, session } = await signedInSession()
    const upload = await uploadHeader(session, PNG, 'banner.png')
    const url: string = upload.body().profile.header_image
    assert.isTrue(await storedFileExists(url))

    await session.post('/auth/user/confirm-password').json({ password: FACTORY_PASSWORD })
    const deleted = await session.delete(`/api/v1/users/${user.id}?deleteCurrentUser=true`)
    assert.equal(deleted.status(), 200)
    assert.isFalse(await storedFileExists(url))
    assert.lengthOf(await db.from('stored_images').where('owner_id', user.id), 0)
  })
})
