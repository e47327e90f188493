import { test } from '@japa/runner'
import { createTranslator, transChoice } from '../../../web/src/i18n/translator.js'

test.group('trans()', () => {
  test('returns the translation when the language has one, else the text itself', ({ assert }) => {
    const trans = createTranslator({ 'Sign in': 'Connexion' })
    assert.equal(trans('Sign in'), 'Connexion')
    assert.equal(trans('Sign up'), 'Sign up')
  })

  test('replaces :placeholders in the translated text, longest names first', ({ assert }) => {
    const trans = createTranslator({ ':count vendor frames': ':count cadres (:countLabel)' })
    assert.equal(
      trans(':count vendor frames', { count: 3, countLabel: 'vendor' }),
      '3 cadres (vendor)'
    )
    assert.equal(trans('Account: :name', { name: 'Ana' }), 'Account: Ana')
  })

  test('transChoice picks the singular for one and the plural otherwise', ({ assert }) => {
    const trans = createTranslator({})
    assert.equal(
      transChoice(trans, 1, ':count vendor frame', ':count vendor frames'),
      '1 vendor frame'
    )
    assert.equal(
      transChoice(trans, 4, ':count vendor frame', ':count vendor frames'),
      '4 vendor frames'
    )
    assert.equal(
      transChoice(trans, 0, ':count vendor frame', ':count vendor frames'),
      '0 vendor frames'
    )
  })
})
