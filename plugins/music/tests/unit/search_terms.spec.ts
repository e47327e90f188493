import { test } from '@japa/runner'
import { exactSpellings, foldedWords, isPrefixTerm, likePrefix, matchesTerms, queryTerms } from '#plugins/music/server/search/query_terms'

test.group('Music search: query terms', () => {
  test('keeps letters and digits of any script, lower-cased', ({ assert }) => {
    assert.deepEqual(queryTerms('Beyoncé  — Déjà Vu (Live) 2006'), ['beyoncé', 'déjà', 'vu', 'live', '2006'])
    assert.deepEqual(queryTerms('坂本龍一'), ['坂本龍一'])
  })

  test('drops every full-text operator', ({ assert }) => {
    assert.deepEqual(queryTerms('+a* -b "c" (d) NEAR/2 e~ <f>'), ['a', 'b', 'c', 'd', 'near', '2', 'e', 'f'])
    assert.deepEqual(queryTerms('*%_"'), [])
  })

  test('bounds the number and length of words', ({ assert }) => {
    assert.lengthOf(queryTerms('a b c d e f g h i j k'), 8)
    assert.lengthOf(queryTerms('x'.repeat(300))[0], 50)
  })

  test('escapes LIKE wildcards', ({ assert }) => {
    assert.equal(likePrefix('50%_off\\'), '50\\%\\_off\\\\%')
  })

  test('folds text into the words the full-text indexes see', ({ assert }) => {
    assert.deepEqual(foldedWords('Beyoncé — Déjà Vu (Live)'), ['beyonce', 'deja', 'vu', 'live'])
    assert.deepEqual(foldedWords('Zoë  ÅSA-2'), ['zoe', 'asa', '2'])
  })

  test('matches like the search: every word, as a prefix from two letters on', ({ assert }) => {
    const words = foldedWords('Silent River Blues')
    assert.isTrue(matchesTerms(words, ['silent', 'riv']))
    assert.isTrue(matchesTerms(words, ['blu']))
    assert.isFalse(matchesTerms(words, ['silent', 'rock']))
    assert.isFalse(matchesTerms(foldedWords('Quasar'), ['q']))
    assert.isTrue(matchesTerms(foldedWords('Q Tip'), ['q']))
    assert.isFalse(isPrefixTerm('q'))
    assert.isTrue(isPrefixTerm('qu'))
  })

  test('exact-name spellings for case-sensitive lookups', ({ assert }) => {
    assert.deepEqual(exactSpellings(['broken', 'heart']), ['broken heart', 'Broken Heart', 'BROKEN HEART'])
    assert.deepEqual(exactSpellings(['2006']), ['2006'])
  })
})
