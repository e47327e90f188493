import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { SettingsStore } from '#core/settings/server/settings_store'
import { bootstrapFrom } from '#tests/helpers/shell'

test.group('Landing page settings', () => {
  test("guests get the homepage option and the landing page's texts in the shell's bootstrap data", async ({ assert, client, cleanup }) => {
    const settings = await app.container.make(SettingsStore)
    await settings.refresh(true)
    const previous = settings.get('homepage.type')
    await settings.save({ 'homepage.type': 'landingPage', 'landing.headline': 'Hear it first' })
    cleanup(() => settings.save({ 'homepage.type': previous, 'landing.headline': 'Music for every moment.' }))

    const response = await client.get('/').header('accept', 'text/html')
    const data = bootstrapFrom(response.text())
    assert.isNull(data.user)
    assert.equal(data.settings.homepage.type, 'landingPage')
    assert.equal(data.settings.landing.headline, 'Hear it first')
    assert.deepEqual(
      data.settings.landing.actions.map((action: { label: string }) => action.label),
      ['Start listening', 'Sign up free']
    )
    assert.lengthOf(data.settings.landing.primary_features, 4)
    assert.lengthOf(data.settings.landing.secondary_features, 3)
  })
})
