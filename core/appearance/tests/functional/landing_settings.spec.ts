import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { SettingsStore } from '#core/settings/server/settings_store'
import { bootstrapFrom } from '#tests/helpers/shell'
import { UserFactory } from '#database/factories/user_factory'
import { signIn } from '#tests/helpers/sign_in'

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

  test("the landing page's lists are checked on save: buttons lead somewhere safe, features have a title and text", async ({ assert, cleanup }) => {
    const settings = await app.container.make(SettingsStore)
    await settings.refresh(true)
    const before = ['landing.actions', 'landing.primary_features', 'landing.secondary_features'].map((key) => [key, settings.get(key)])
    cleanup(() => settings.save(Object.fromEntries(before)))
    const session = await signIn(await UserFactory.apply('admin').create())

    const valid = await session.put('/api/v1/settings').json({
      settings: {
        'landing.actions': [{ label: 'Listen now', action: '/search' }],
        'landing.primary_features': [{ icon: 'compass', title: 'Discover', text: 'Something new every day.' }],
        'landing.secondary_features': [{ eyebrow: null, title: 'Lyrics', text: 'Sing along.', icon: 'music', image: '/storage/landing/lyrics.png' }],
      },
    })
    assert.equal(valid.status(), 200)

    const refused = await session.put('/api/v1/settings').json({
      settings: {
        'landing.actions': [{ label: 'Win', action: 'javascript:alert(1)' }],
        'landing.primary_features': [{ icon: 'compass', title: '', text: 'No title' }],
        'landing.secondary_features': [{ title: 'Remote', text: 'Image', icon: 'music', image: 'data:image/png;base64,AAAA' }],
      },
    })
    assert.equal(refused.status(), 422)
    assert.includeMembers(Object.keys(refused.body().errors), ['landing.actions.0.action', 'landing.primary_features.0.title', 'landing.secondary_features.0.image'])
  })
})
