import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import defaultPagesSeeder from '#core/pages/server/seeders/default_pages_seeder'

const PRIVACY_DESCRIPTION = 'What personal information this service collects, how it is used and shared, and the choices and rights you have.'

/** Spec section 7: GET custom-pages/{idOrSlug} -> page, seo. */
test.group('Custom pages', () => {
  test('the privacy policy, terms of service and about us pages are seeded once', async ({ assert }) => {
    await defaultPagesSeeder.run(await app.container.make('cadenza.host'))
    const pages = await db.from('custom_pages').orderBy('id').select('slug', 'title')
    assert.deepEqual(pages, [
      { slug: 'privacy-policy', title: 'Privacy policy' },
      { slug: 'terms-of-service', title: 'Terms of service' },
      { slug: 'about-us', title: 'About us' },
    ])
  })

  test('a page an admin deleted is not seeded again', async ({ assert, cleanup }) => {
    const about = await db.from('custom_pages').where('slug', 'about-us').firstOrFail()
    await db.from('custom_pages').where('id', about.id).delete()
    cleanup(async () => {
      await db.table('custom_pages').insert(about)
    })
    await defaultPagesSeeder.run(await app.container.make('cadenza.host'))
    assert.isNull(await db.from('custom_pages').where('slug', 'about-us').first())
  })

  test('seeded bodies are HTML without scripts or event handlers', async ({ assert }) => {
    for (const { slug, body } of await db.from('custom_pages').select('slug', 'body')) {
      assert.match(body, /<h2>[^<]+<\/h2>/, slug)
      assert.match(body, /<ul>\s*<li>/, slug)
      assert.match(body, /this service/i, slug)
      assert.notMatch(body, /<script|\son\w+\s*=/i, slug)
    }
  })

  test('a page is found by its slug', async ({ assert, client }) => {
    const stored = await db.from('custom_pages').where('slug', 'privacy-policy').firstOrFail()
    const response = await client.get('/api/v1/custom-pages/privacy-policy')
    assert.equal(response.status(), 200)
    const { page, seo } = response.body()
    assert.deepEqual(Object.keys(page).sort(), ['body', 'hide_nav', 'id', 'slug', 'title', 'updated_at'])
    assert.equal(page.id, stored.id)
    assert.equal(page.slug, 'privacy-policy')
    assert.equal(page.title, 'Privacy policy')
    assert.equal(page.body, stored.body)
    assert.isFalse(page.hide_nav)
    assert.match(page.updated_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/)
    assert.deepEqual(seo, { title: 'Privacy policy', description: PRIVACY_DESCRIPTION })
  })

  test('a page is found by its id', async ({ assert, client }) => {
    const stored = await db.from('custom_pages').where('slug', 'terms-of-service').firstOrFail()
    const response = await client.get(`/api/v1/custom-pages/${stored.id}`)
    assert.equal(response.status(), 200)
    assert.equal(response.body().page.id, stored.id)
    assert.equal(response.body().page.slug, 'terms-of-service')
    assert.equal(response.body().seo.title, 'Terms of service')
  })

  test('stored SEO fields and the hide_nav flag are served as saved, with the page title as SEO title fallback', async ({ assert, client, cleanup }) => {
    const about = await db.from('custom_pages').where('slug', 'about-us').firstOrFail()
    cleanup(async () => {
      await db.from('custom_pages').where('id', about.id).update({ meta: about.meta, hide_nav: about.hide_nav })
    })
    await db.from('custom_pages').where('id', about.id).update({ meta: JSON.stringify({ description: 'Who we are.' }), hide_nav: true })

    const { page, seo } = (await client.get('/api/v1/custom-pages/about-us')).body()
    assert.isTrue(page.hide_nav)
    assert.deepEqual(seo, { title: 'About us', description: 'Who we are.' })
  })

  test('an unknown slug or id answers 404 with a message', async ({ assert, client }) => {
    for (const key of ['no-such-page', '999999']) {
      const response = await client.get(`/api/v1/custom-pages/${key}`)
      assert.equal(response.status(), 404)
      assert.deepEqual(response.body(), { message: 'Page not found.' })
    }
  })
})
