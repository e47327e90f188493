import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { grantPermissions } from '#tests/helpers/permissions'

const HOSTILE_BODY = [
  '<h2>Opening hours</h2>',
  '<p onclick="alert(1)">We are open <strong>daily</strong>.</p>',
  '<script>window.pwned = true</script>',
  '<img src="x" onerror="window.pwned = true" alt="Shop">',
  '<a href="javascript:alert(1)">bad link</a> <a href="/contact" target="_blank">Contact</a>',
  '<iframe src="http://insecure.example/embed"></iframe><iframe src="https://video.example/embed/1"></iframe>',
  '<style>body { display: none }</style>',
].join('')

async function editor() {
  const person = await UserFactory.create()
  await grantPermissions(person.id, ['admin.access', 'custom_pages.update'])
  return person
}

const pageInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Opening Hours & Prices',
  body: '<p>Daily</p>',
  seo: { title: 'When we are open', description: 'Hours of the shop.' },
  ...overrides,
})

/** Issue 16: the admin's custom pages API behind custom_pages.update: bodies sanitized on write, slugs unique, every write audited. */
test.group('Custom pages admin API', (group) => {
  group.each.setup(async () => {
    await db.from('custom_pages').whereNotIn('slug', ['privacy-policy', 'terms-of-service', 'about-us']).delete()
    await db.from('audit_entries').delete()
  })

  test('creating a page sanitizes its body, makes the slug from the title and records who did it', async ({ assert, client }) => {
    const person = await editor()
    const response = await client.post('/api/v1/custom-pages').json(pageInput({ body: HOSTILE_BODY })).withCsrfToken().loginAs(person)
    assert.equal(response.status(), 201)
    const { page } = response.body()
    assert.containsSubset(page, { title: 'Opening Hours & Prices', slug: 'opening-hours-prices', seo: { title: 'When we are open', description: 'Hours of the shop.' }, hide_nav: false })

    const stored = await db.from('custom_pages').where('id', page.id).firstOrFail()
    assert.equal(stored.user_id, person.id)
    assert.include(stored.body, '<h2>Opening hours</h2><p>We are open <strong>daily</strong>.</p>')
    assert.include(stored.body, '<img src="x" alt="Shop" />')
    assert.include(stored.body, '<a href="/contact" target="_blank" rel="noopener noreferrer">Contact</a>')
    assert.include(stored.body, '<iframe src="https://video.example/embed/1"></iframe>')
    assert.notMatch(stored.body, /script|onerror|onclick|javascript:|pwned|insecure|style|display/i)

    const audit = await db.from('audit_entries').firstOrFail()
    assert.containsSubset(audit, { user_id: person.id, action: 'custom_page.created', subject_type: 'custom_page', subject_id: String(page.id), before: null })
    assert.containsSubset(JSON.parse(audit.after), { title: 'Opening Hours & Prices', slug: 'opening-hours-prices', body: stored.body })

    // The site serves the stored, sanitized body.
    const shown = await client.get(`/api/v1/custom-pages/${page.slug}`)
    assert.equal(shown.body().page.body, stored.body)
  })

  test('a slug another page has is refused with 422 on the slug field; a malformed one too', async ({ assert, client }) => {
    const person = await editor()
    const taken = await client.post('/api/v1/custom-pages').json(pageInput({ slug: 'about-us' })).withCsrfToken().loginAs(person)
    assert.equal(taken.status(), 422)
    assert.deepEqual(taken.body().errors, { slug: ['The slug has already been taken.'] })
    assert.isString(taken.body().message)

    const malformed = await client.post('/api/v1/custom-pages').json(pageInput({ slug: 'Not A Slug', title: '' })).withCsrfToken().loginAs(person)
    assert.equal(malformed.status(), 422)
    assert.properties(malformed.body().errors, ['slug', 'title'])
    assert.lengthOf(await db.from('audit_entries'), 0)
  })

  test('updating keeps the slug unique except for the page itself, audited before and after', async ({ assert, client }) => {
    const person = await editor()
    const created = (await client.post('/api/v1/custom-pages').json(pageInput()).withCsrfToken().loginAs(person)).body().page

    const same = await client.put(`/api/v1/custom-pages/${created.id}`).json(pageInput({ slug: created.slug, title: 'Hours' })).withCsrfToken().loginAs(person)
    assert.equal(same.status(), 200)
    assert.equal(same.body().page.title, 'Hours')
    const clash = await client.put(`/api/v1/custom-pages/${created.id}`).json(pageInput({ slug: 'terms-of-service' })).withCsrfToken().loginAs(person)
    assert.equal(clash.status(), 422)
    assert.deepEqual(clash.body().errors, { slug: ['The slug has already been taken.'] })

    const updated = await db.from('audit_entries').where('action', 'custom_page.updated').firstOrFail()
    assert.containsSubset(JSON.parse(updated.before), { title: 'Opening Hours & Prices' })
    assert.containsSubset(JSON.parse(updated.after), { title: 'Hours', slug: created.slug })
    assert.equal((await client.get(`/api/v1/custom-pages/${created.id}/edit`).loginAs(person)).body().page.title, 'Hours')
  })

  test('the bulk delete removes the selected pages, each recorded as it was; unknown ids are ignored', async ({ assert, client }) => {
    const person = await editor()
    const created = (await client.post('/api/v1/custom-pages').json(pageInput()).withCsrfToken().loginAs(person)).body().page
    const response = await client.post('/api/v1/custom-pages/delete').json({ ids: [created.id, 999999] }).withCsrfToken().loginAs(person)
    assert.equal(response.status(), 200)
    assert.deepEqual(response.body(), { deleted: 1 })
    assert.isNull(await db.from('custom_pages').where('id', created.id).first())
    const audit = await db.from('audit_entries').where('action', 'custom_page.deleted').firstOrFail()
    assert.containsSubset(JSON.parse(audit.before), { slug: created.slug })
    assert.isNull(audit.after)

    assert.deepEqual((await client.post('/api/v1/custom-pages/delete').json({ ids: [created.id] }).withCsrfToken().loginAs(person)).body(), { deleted: 0 })
    assert.equal((await client.post('/api/v1/custom-pages/delete').json({ ids: [] }).withCsrfToken().loginAs(person)).status(), 422)
    assert.equal((await client.put('/api/v1/custom-pages/999999').json(pageInput()).withCsrfToken().loginAs(person)).status(), 404)
    assert.equal((await client.get('/api/v1/custom-pages/999999/edit').loginAs(person)).status(), 404)
  })

  test('the preview is the sanitized body and changes nothing', async ({ assert, client }) => {
    const person = await editor()
    const response = await client.post('/api/v1/custom-pages/preview').json({ body: HOSTILE_BODY }).withCsrfToken().loginAs(person)
    assert.equal(response.status(), 200)
    assert.include(response.body().body, '<strong>daily</strong>')
    assert.notMatch(response.body().body, /script|onerror|javascript:/i)
    assert.lengthOf(await db.from('audit_entries'), 0)
  })

  test('the list finds pages by title or address, last edited first, a keyset page at a time', async ({ assert, client }) => {
    const person = await editor()
    for (const title of ['Shipping', 'Returns policy', '100% refunds'])
      await client.post('/api/v1/custom-pages').json(pageInput({ title })).withCsrfToken().loginAs(person)
    const found = await client.get('/api/v1/custom-pages?query=polic').loginAs(person)
    assert.deepEqual(found.body().data.map((page: { slug: string }) => page.slug).sort(), ['privacy-policy', 'returns-policy'])
    assert.deepEqual((await client.get('/api/v1/custom-pages?query=100%25').loginAs(person)).body().data.map((page: { title: string }) => page.title), ['100% refunds'])

    const byTitle = await client.get('/api/v1/custom-pages?sort=title&order=asc&perPage=2').loginAs(person)
    assert.deepEqual(byTitle.body().data.map((page: { title: string }) => page.title), ['100% refunds', 'About us'])
    const next = await client.get('/api/v1/custom-pages').qs({ sort: 'title', order: 'asc', perPage: 2, cursor: byTitle.body().pagination.nextCursor }).loginAs(person)
    assert.deepEqual(next.body().data.map((page: { title: string }) => page.title), ['Privacy policy', 'Returns policy'])
  })

  test('guests get 401 and people without custom_pages.update 403; nothing is written', async ({ assert, client }) => {
    const listener = await UserFactory.create()
    await grantPermissions(listener.id, ['admin.access'])
    assert.equal((await client.get('/api/v1/custom-pages')).status(), 401)
    assert.equal((await client.post('/api/v1/custom-pages').json(pageInput()).withCsrfToken()).status(), 401)
    assert.equal((await client.get('/api/v1/custom-pages').loginAs(listener)).status(), 403)
    assert.equal((await client.post('/api/v1/custom-pages').json(pageInput()).withCsrfToken().loginAs(listener)).status(), 403)
    assert.equal((await client.post('/api/v1/custom-pages/preview').json({ body: '<p>x</p>' }).withCsrfToken().loginAs(listener)).status(), 403)
    assert.equal(await db.from('custom_pages').count('* as total').first().then((row) => Number(row.total)), 3)
  })
})
