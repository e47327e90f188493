import { test } from '@japa/runner'
import { bootstrapFrom, metaContent, titleOf } from '#tests/helpers/shell'

test.group('SPA shell', () => {
  test('GET / returns the shell with the bootstrap data of spec section 3 and the site title', async ({ assert, client }) => {
    const response = await client.get('/').header('accept', 'text/html')
    assert.equal(response.status(), 200)
    assert.match(response.header('content-type')!, /text\/html/)
    assert.equal(titleOf(response.text()), 'Cadenza')
    assert.match(response.text(), /<div id="root">/)

    const data = bootstrapFrom(response.text())
    assert.equal(data.settings.dates.default_timezone, 'UTC')
    assert.equal(data.branding.site_name, 'Cadenza')
    assert.equal(data.i18n.language, 'en')
    assert.match(data.base_url, /^http/)
    assert.isNull(data.user)
    assert.deepEqual(data.cookie_notice.position, 'bottom')
    assert.isTrue(data.show_cookie_notice)

    const dark = data.themes.all.find((theme) => theme.is_dark)!
    const light = data.themes.all.find((theme) => !theme.is_dark)!
    assert.isTrue(dark.default_dark)
    assert.isTrue(light.default_light)
    assert.properties(dark.values, ['--be-background', '--be-primary', '--be-text-main'])
    assert.isTrue(data.themes.user_change)

    assert.equal(data.guest_role?.name, 'Guests')
    assert.includeMembers(data.guest_role!.permissions.map((permission) => permission.name), ['music.view'])

    const primary = data.menus.find((menu) => menu.positions.includes('sidebar-primary'))!
    assert.includeMembers(primary.items.map((item) => item.id), ['music.home', 'music.search', 'music.library'])
    assert.includeMembers(data.ad_slots.map((slot) => slot.key), ['ads.general_top', 'ads.general_bottom', 'ads.artist_top', 'ads.artist_bottom', 'ads.album_above'])
  })

  test('a URL whose content is unknown answers 404 with the same shell and the site defaults', async ({ assert, client }) => {
    const response = await client.get('/track/999999999/some-name')
    assert.equal(response.status(), 404)
    assert.equal(titleOf(response.text()), 'Cadenza')
    assert.match(metaContent(response.text(), 'og:url')!, /\/track\/999999999\/some-name$/)
    assert.equal(bootstrapFrom(response.text()).branding.site_name, 'Cadenza')
  })

  test('a resolved SEO page gets its own title, description, OpenGraph and canonical tags', async ({ assert, client }) => {
    const response = await client.get('/echo/thunder')
    assert.equal(titleOf(response.text()), 'Echo of thunder')
    assert.equal(metaContent(response.text(), 'description'), 'The word thunder, echoed.')
    assert.equal(metaContent(response.text(), 'og:type'), 'music.song')
    assert.match(response.text(), /<link rel="canonical" href="http[^"]+\/echo\/thunder">/)
  })

  test('a resolver that finds nothing leaves the site defaults', async ({ assert, client }) => {
    const response = await client.get('/echo/unknown')
    assert.equal(titleOf(response.text()), 'Cadenza')
  })

  test('a path the web app has no page for answers 404 with the shell and the not-found page drawn', async ({ assert, client }) => {
    const response = await client.get('/no/such/page/here')
    assert.equal(response.status(), 404)
    assert.doesNotThrow(() => bootstrapFrom(response.text()))
    assert.include(response.text(), 'Looks like you&#x27;ve found the doorway to the great nothing')
    // Pages the web app has, with or without an SEO page of their own, answer 200.
    for (const path of ['/', '/search', '/contact', '/login', '/library/songs', '/echo', '/echo/thunder']) {
      assert.equal((await client.get(path)).status(), 200, path)
    }
  })

  test('text from settings cannot break out of the inlined script', async ({ assert, client }) => {
    const { SettingsStore } = await import('#core/settings/server/settings_store')
    const app = (await import('@adonisjs/core/services/app')).default
    const settings = await app.container.make(SettingsStore)
    await settings.save({ 'branding.site_name': '</script><script>alert(1)</script>' })
    try {
      const response = await client.get('/')
      assert.notInclude(response.text(), '<script>alert(1)')
      assert.equal(bootstrapFrom(response.text()).branding.site_name, '</script><script>alert(1)</script>')
      assert.equal(titleOf(response.text()), '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;')
    } finally {
      await settings.save({ 'branding.site_name': 'Cadenza' })
    }
  })

  test('themes are read once per write: a theme changed in the database is in the very next shell', async ({ assert, client }) => {
    const db = (await import('@adonisjs/lucid/services/db')).default
    const themeNames = async () => bootstrapFrom((await client.get('/')).text()).themes.all.map((theme) => theme.name)
    const before = await themeNames()
    const dark = await db.from('themes').where('is_dark', true).orderBy('id').first()
    await db.from('themes').where('id', dark.id).update({ name: 'Renamed Midnight' })
    // A write outside a request drops the read caches itself (docs/plugins.md, "Read caches").
    const { dropReads } = await import('#core/kernel/cache/read_cache')
    await dropReads()
    try {
      assert.include(await themeNames(), 'Renamed Midnight')
    } finally {
      await db.from('themes').where('id', dark.id).update({ name: dark.name })
      await dropReads()
    }
    assert.deepEqual(await themeNames(), before)
  })

  test('after the visitor accepted cookies, the shell stops asking for the notice', async ({ assert, client }) => {
    const request = client.get('/')
    // The web app writes this cookie itself, neither signed nor encoded: it goes out as it is.
    request.cookiesJar.cookie_notice = { name: 'cookie_notice', value: 'true' }
    const response = await request
    assert.isFalse(bootstrapFrom(response.text()).show_cookie_notice)
  })

  test('the health endpoint reports the database', async ({ assert, client }) => {
    const response = await client.get('/health')
    assert.equal(response.status(), 200)
    assert.equal(response.body().checks.database.status, 'ok')
  })
})
