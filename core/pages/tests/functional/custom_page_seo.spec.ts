import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'

const PRIVACY_DESCRIPTION = 'What personal information this service collects, how it is used and shared, and the choices and rights you have.'

async function shellHead(client: ApiClient, path: string) {
  const response = await client.get(path).header('accept', 'text/html')
  return { status: response.status(), head: response.text().split('</head>')[0] }
}

/** The shell renders a custom page's own tags in <head> for search engines and link previews. */
test.group('Custom page SEO tags', () => {
  test('/pages/{slug} carries the page title, description and canonical address', async ({ assert, client }) => {
    const { status, head } = await shellHead(client, '/pages/privacy-policy')
    assert.equal(status, 200)
    assert.include(head, '<title>Privacy policy</title>')
    assert.include(head, `<meta name="description" content="${PRIVACY_DESCRIPTION}">`)
    assert.include(head, '<meta property="og:title" content="Privacy policy">')
    assert.match(head, /<link rel="canonical" href="https?:\/\/[^"]+\/pages\/privacy-policy">/)
  })

  test('/pages/{id}/{slug} finds the page by id and names the slug address canonical', async ({ assert, client }) => {
    const page = await db.from('custom_pages').where('slug', 'terms-of-service').firstOrFail()
    const { head } = await shellHead(client, `/pages/${page.id}/terms-of-service`)
    assert.include(head, '<title>Terms of service</title>')
    assert.match(head, /<link rel="canonical" href="https?:\/\/[^"]+\/pages\/terms-of-service">/)
  })

  test('an unknown page answers 404 with the site defaults, by slug and by id', async ({ assert, client }) => {
    assert.equal((await shellHead(client, '/pages/999999/no-such-page')).status, 404)
    const { status, head } = await shellHead(client, '/pages/no-such-page')
    assert.equal(status, 404)
    assert.include(head, '<title>Cadenza</title>')
    assert.notInclude(head, 'Privacy policy')
  })
})
