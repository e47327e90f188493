import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { SettingsStore } from '#core/settings/server/settings_store'
import { dropReads } from '#core/kernel/cache/read_cache'
import { CookieSession } from '#tests/helpers/cookie_session'
import { grantPermissions } from '#tests/helpers/permissions'
import { titleOf } from '#tests/helpers/shell'
import { makeArtist, makeTrack } from '../helpers/catalogue_factory.js'
import { signedInSession } from '../helpers/music_session.js'

async function headOf(path: string) {
  const response = await new CookieSession().get(path).headers({ accept: 'text/html' })
  return response.text().split('</head>')[0]
}

test.group('SEO templates', () => {
  test("the admin's templates draw the pages' titles and descriptions; an empty variable leaves no separator", async ({ assert, cleanup }) => {
    const band = await makeArtist({ name: 'Template Band' })
    const track = await makeTrack({ name: 'Template Song', artists: [band], duration: 200_000 })
    const lonely = await makeTrack({ name: 'Lonely Song', duration: 61_000 })
    const settings = await app.container.make(SettingsStore)
    await settings.save({
      'seo.track.title': 'Hear {{name}} - {{artists}} · {{site_name}}',
      'seo.track.description': '{{name}} ({{duration}}) by {{artists}}, free on {{site_name}}.',
    })
    cleanup(async () => {
      await settings.save({ 'seo.track.title': '{{name}} - {{artists}} | {{site_name}}', 'seo.track.description': '{{description}}' })
      await dropReads()
    })
    await settings.refresh(true)
    await dropReads()

    const head = await headOf(`/track/${track.id}/template-song`)
    assert.equal(titleOf(head), 'Hear Template Song - Template Band · Cadenza')
    assert.include(head, '<meta name="description" content="Template Song (3:20) by Template Band, free on Cadenza.">')
    assert.equal(titleOf(await headOf(`/track/${lonely.id}/lonely-song`)), 'Hear Lonely Song · Cadenza')
  })

  test("the editor's page list: every template page with its variables and a real sample; appearance.update only", async ({ assert }) => {
    const band = await makeArtist({ name: 'Sample Band' })
    await makeTrack({ name: 'Sample Song', artists: [band] })

    assert.equal((await new CookieSession().get('/api/v1/seo/pages')).status(), 401)
    const { session: listener } = await signedInSession()
    assert.equal((await listener.get('/api/v1/seo/pages')).status(), 403)

    const { user, session } = await signedInSession()
    await grantPermissions(user.id, ['appearance.update'])
    const response = await session.get('/api/v1/seo/pages')
    assert.equal(response.status(), 200)
    const { pages } = response.body()
    assert.sameMembers(
      pages.map((page: { name: string }) => page.name),
      ['landing', 'artist', 'album', 'track', 'playlist', 'channel', 'user', 'search']
    )
    const trackPage = pages.find((page: { name: string }) => page.name === 'track')
    assert.deepInclude(trackPage.variables, { name: 'site_name', description: 'The name of the site' })
    assert.includeMembers(trackPage.variables.map((variable: { name: string }) => variable.name), ['name', 'artists', 'album', 'duration'])
    assert.equal(trackPage.sample.variables.name, 'Sample Song')
    assert.equal(trackPage.sample.variables.artists, 'Sample Band')
    assert.match(trackPage.sample.url, /\/track\/\d+\/sample-song$/)
  })

  test('a template longer than allowed is refused by the settings save', async ({ assert }) => {
    const { session } = await signedInSession({ admin: true })
    const response = await session.put('/api/v1/settings').json({ settings: { 'seo.track.title': 'x'.repeat(301) } })
    assert.equal(response.status(), 422)
    assert.include(Object.keys(response.body().errors), 'seo.track.title')
  })
})
