import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'

test.group('The installable app: web app manifest and service worker', () => {
  test('the manifest names the site from its settings and opens standalone at the root', async ({ assert, client }) => {
    const { SettingsStore } = await import('#core/settings/server/settings_store')
    const settings = await app.container.make(SettingsStore)
    await settings.save({ 'branding.site_name': 'Offline Radio' })
    try {
      const response = await client.get('/manifest.webmanifest')
      response.assertStatus(200)
      assert.match(response.header('content-type') ?? '', /^application\/manifest\+json/)
      const manifest = JSON.parse(response.text())
      assert.equal(manifest.name, 'Offline Radio')
      assert.equal(manifest.start_url, '/')
      assert.equal(manifest.display, 'standalone')
      assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/)
      assert.match(manifest.background_color, /^#[0-9a-f]{6}$/)
      assert.deepInclude(manifest.icons, { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' })
      // The icon it names is served.
      ;(await client.get('/favicon.svg')).assertStatus(200)
    } finally {
      await settings.save({ 'branding.site_name': 'Cadenza' })
    }
  })

  test('every page links the manifest from its head', async ({ assert, client }) => {
    const response = await client.get('/').header('accept', 'text/html')
    assert.include(response.text().split('</head>')[0], '<link rel="manifest" href="/manifest.webmanifest" />')
  })

  test('the service worker is revalidated on every check, other root files are kept for an hour', async ({ assert, client }) => {
    const worker = await client.get('/sw.js')
    worker.assertStatus(200)
    assert.equal(worker.header('cache-control'), 'no-cache')
    assert.match(worker.header('content-type') ?? '', /javascript/)
    assert.equal((await client.get('/favicon.svg')).header('cache-control'), 'public, max-age=3600')
  })
})
