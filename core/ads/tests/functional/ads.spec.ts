import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { CookieSession } from '#tests/helpers/cookie_session'
import { grantPermissions } from '#tests/helpers/permissions'
import { signIn } from '#tests/helpers/sign_in'
import { bootstrapFrom } from '#tests/helpers/shell'
import { withSettings } from '#core/accounts/tests/functional/sign_in/sign_in_helpers'

/** A real 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

const ALL_SLOTS_EMPTY = Object.fromEntries(
  ['general_top', 'general_bottom', 'artist_top', 'artist_bottom', 'album_above'].map((name) => [`ads.${name}`, null])
)

async function adminSession() {
  return signIn(await UserFactory.apply('admin').create())
}

function slot(body: { slots: Array<Record<string, any>> }, name: string) {
  return body.slots.find((candidate) => candidate.name === name)!
}

/** Issue 16: the ads screen's calls (permission settings.update). */
test.group('Ads', (group) => {
  group.each.setup(async () => withSettings({ ...ALL_SLOTS_EMPTY, 'ads.disable': false }))

  test('lists the five slots the music plugin declares, with their size hints, empty and off', async ({ assert }) => {
    const response = await (await adminSession()).get('/api/v1/ads')
    assert.equal(response.status(), 200)
    assert.deepEqual(
      response.body().slots.map((entry: { name: string }) => entry.name),
      ['general_top', 'general_bottom', 'artist_top', 'artist_bottom', 'album_above']
    )
    assert.deepEqual(slot(response.body(), 'artist_bottom'), {
      name: 'artist_bottom',
      label: 'Artist page bottom',
      size_hint: 'At most 430 px wide.',
      enabled: false,
      image: null,
      description: null,
      url: null,
    })
    assert.isFalse(response.body().disabled)
  })

  test('an uploaded image, a description and a link fill a slot, which the site then shows', async ({ assert }) => {
    const session = await adminSession()
    const uploaded = await session.post('/api/v1/ads/artist_top/image').file('file', PNG, { filename: 'ad.png', contentType: 'image/png' })
    assert.equal(uploaded.status(), 200, uploaded.text())
    const image: string = slot(uploaded.body(), 'artist_top').image
    assert.match(image, /\/storage\/ads\/\d+-[\w-]+\.webp$/)

    const saved = await session.put('/api/v1/ads').json({
      disabled: false,
      slots: { artist_top: { enabled: true, description: 'New album out now', url: 'https://label.example/new' } },
    })
    assert.equal(saved.status(), 200, saved.text())
    assert.containsSubset(slot(saved.body(), 'artist_top'), { enabled: true, image, description: 'New album out now', url: 'https://label.example/new' })

    // The public pages read the slot from the bootstrap data.
    const shell = bootstrapFrom((await new CookieSession().get('/')).text())
    assert.deepEqual((shell.settings as any).ads.artist_top, { enabled: true, image, description: 'New album out now', url: 'https://label.example/new' })

    // Removing the image deletes its file.
    const removed = await session.delete('/api/v1/ads/artist_top/image')
    assert.equal(removed.status(), 200)
    assert.isNull(slot(removed.body(), 'artist_top').image)
    assert.isFalse(await drive.use('public').exists(new URL(image, 'http://x').pathname.replace(/^\/storage\//, '')))
  })

  test('wrong input is a 422 naming the field; an image is never taken from a URL; an unknown slot is 404', async ({ assert }) => {
    const session = await adminSession()
    const wrong = await session.put('/api/v1/ads').json({
      disabled: false,
      slots: { artist_top: { enabled: true, description: 'x'.repeat(501), url: 'javascript:alert(1)' } },
    })
    assert.equal(wrong.status(), 422)
    assert.includeMembers(Object.keys(wrong.body().errors), ['slots.artist_top.description', 'slots.artist_top.url'])
    const unknown = await session.put('/api/v1/ads').json({ disabled: false, slots: { sidebar_banner: { enabled: true, description: null, url: null } } })
    assert.equal(unknown.status(), 422)
    assert.deepEqual(unknown.body().errors, { 'slots.sidebar_banner': ['There is no ad slot named sidebar_banner'] })

    const smuggled = await session.put('/api/v1/ads').json({
      disabled: false,
      slots: { album_above: { enabled: true, description: null, url: null, image: 'https://evil.example/x.png' } },
    })
    assert.equal(smuggled.status(), 200)
    assert.isNull(slot(smuggled.body(), 'album_above').image)
    const audited = await db.from('audit_entries').where('action', 'ads.updated').orderBy('id', 'desc').first()
    assert.include(audited.after, 'album_above')

    const notAnImage = await session.post('/api/v1/ads/album_above/image').file('file', Buffer.from('hello'), { filename: 'ad.png', contentType: 'image/png' })
    assert.equal(notAnImage.status(), 422)
    assert.deepEqual(notAnImage.body().errors, { file: ['This file type is not allowed'] })
    assert.equal((await session.post('/api/v1/ads/nowhere/image').file('file', PNG, { filename: 'ad.png' })).status(), 404)
  })

  test('only people holding settings.update: guests 401, others 403', async ({ assert }) => {
    const reader = await UserFactory.create()
    await grantPermissions(reader.id, ['admin.access', 'logs.view'])
    const session = await signIn(reader)
    const guest = await new CookieSession().start()
    for (const [method, path] of [
      ['get', '/api/v1/ads'],
      ['put', '/api/v1/ads'],
      ['delete', '/api/v1/ads/artist_top/image'],
    ] as const) {
      assert.equal((await session[method](path).json({ disabled: true, slots: {} })).status(), 403, path)
      assert.equal((await guest[method](path).json({ disabled: true, slots: {} })).status(), 401, path)
    }
    assert.equal((await session.post('/api/v1/ads/artist_top/image').file('file', PNG, { filename: 'ad.png' })).status(), 403)
  })
})
