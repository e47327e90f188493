import { test } from '@japa/runner'
import appearance from '#core/appearance/plugin'
import { nestDottedKeys } from '#core/kernel/shared/nested_settings'
import { landingContentOf, showsLanding } from '../../web/landing/landing_content.js'

const defaults = appearance.settings!.defaults!
const settingsWith = (values: Record<string, unknown>) => nestDottedKeys({ ...defaults, ...values })
const guest = null
const person = { id: 1 } as never

test.group('Landing page content', () => {
  test('the shipped defaults make a complete page: headline, two actions, four features and three stories', ({ assert }) => {
    const content = landingContentOf(settingsWith({}))
    assert.equal(content.headline, 'Music for every moment.')
    assert.isNotEmpty(content.subheadline)
    assert.isNull(content.backgroundImage)
    assert.deepEqual(
      content.actions.map(({ label, action }) => [label, action]),
      [
        ['Start listening', '/search'],
        ['Sign up free', '/register'],
      ]
    )
    assert.lengthOf(content.primaryFeatures, 4)
    assert.isTrue(content.primaryFeatures.every((feature) => feature.icon && feature.text))
    assert.lengthOf(content.secondaryFeatures, 3)
    assert.isTrue(content.secondaryFeatures.every((feature) => feature.eyebrow && feature.text))
  })

  test('the sign-up action goes while registration is disabled', ({ assert }) => {
    const content = landingContentOf(settingsWith({ 'registration.disable': true, 'landing.actions': [{ label: 'Join', action: '/register?plan=1' }, { label: 'Listen', action: '/search' }] }))
    assert.deepEqual(content.actions, [{ label: 'Listen', action: '/search' }])
  })

  test('malformed lists from the editor are skipped item by item, not trusted', ({ assert }) => {
    const content = landingContentOf(
      settingsWith({
        'landing.headline': 42,
        'landing.background_image': '  ',
        'landing.actions': [{ label: 'No target' }, null, 'text', { label: 'Go', action: 'https://example.com' }],
        'landing.primary_features': { title: 'not a list' },
        'landing.secondary_features': [{ text: 'no title' }, { title: 'Kept', image: '/storage/a.png' }],
      })
    )
    assert.equal(content.headline, '')
    assert.isNull(content.backgroundImage)
    assert.deepEqual(content.actions, [{ label: 'Go', action: 'https://example.com' }])
    assert.deepEqual(content.primaryFeatures, [])
    assert.deepEqual(content.secondaryFeatures, [{ title: 'Kept', text: '', icon: null, image: '/storage/a.png', eyebrow: null }])
  })

  test("only guests at '/' see it, and only when the homepage option is 'landingPage'", ({ assert }) => {
    const landing = settingsWith({ 'homepage.type': 'landingPage' })
    const channels = settingsWith({ 'homepage.type': 'channels' })
    assert.isTrue(showsLanding({ user: guest, settings: landing }, '/'))
    assert.isFalse(showsLanding({ user: person, settings: landing }, '/'))
    assert.isFalse(showsLanding({ user: guest, settings: landing }, '/search'))
    assert.isFalse(showsLanding({ user: guest, settings: channels }, '/'))
  })
})
