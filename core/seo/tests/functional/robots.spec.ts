import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { SettingsStore } from '#core/settings/server/settings_store'
import { CookieSession } from '#tests/helpers/cookie_session'
import { DEFAULT_ROBOTS_TXT, ROBOTS_TXT } from '#core/seo/shared/seo_settings'

test.group('robots.txt', () => {
  test("serves the admin's rules and points at the sitemap", async ({ assert, cleanup }) => {
    const guest = new CookieSession()
    const first = await guest.get('/robots.txt')
    assert.equal(first.status(), 200)
    assert.match(first.header('content-type') ?? '', /^text\/plain/)
    assert.include(first.text(), 'Disallow: /admin')
    assert.match(first.text(), /^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m)

    const settings = await app.container.make(SettingsStore)
    await settings.save({ [ROBOTS_TXT]: 'User-agent: *\nDisallow: /private-corner' })
    cleanup(() => settings.save({ [ROBOTS_TXT]: DEFAULT_ROBOTS_TXT }))
    await settings.refresh(true)
    const edited = (await guest.get('/robots.txt')).text()
    assert.include(edited, 'Disallow: /private-corner')
    assert.notInclude(edited, 'Disallow: /admin')
    assert.match(edited, /^Sitemap: /m)

    // Their own Sitemap line replaces ours.
    await settings.save({ [ROBOTS_TXT]: 'User-agent: *\nSitemap: https://cdn.example.com/map.xml' })
    await settings.refresh(true)
    const own = (await guest.get('/robots.txt')).text()
    assert.lengthOf(own.match(/^Sitemap:/gm)!, 1)
    assert.include(own, 'Sitemap: https://cdn.example.com/map.xml')
  })
})
