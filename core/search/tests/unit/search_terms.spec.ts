import { test } from '@japa/runner'
import { foldedTerms, foldedWords, isPrefixTerm, likePrefix, matchesTerms, queryTerms } from '#core/search/server/query_terms'

test.group('Music search: query terms', () => {
  test('keeps letters and digits of any script, lower-cased', ({ assert }) => {
    assert.deepEqual(queryTerms('Beyoncé  — Déjà Vu (Live) 2006').words, ['beyoncé', 'déjà', 'vu', 'live', '2006'])
    assert.deepEqual(queryTerms('坂本龍一').words, ['坂本龍一'])
  })

  test('drops every full-text operator', ({ assert }) => {
    assert.deepEqual(queryTerms('+a* -b "c" (d) NEAR/2 e~ <f>').words, ['a', 'b', 'c', 'd', 'near', '2', 'e', 'f'])
    assert.deepEqual(queryTerms('*%_"'), { words: [], prefixLast: false })
  })

  test('bounds the number and length of words', ({ assert }) => {
    assert.lengthOf(queryTerms('a b c d e f g h i j k').words, 8)
    assert.lengthOf(queryTerms('x'.repeat(300)).words[0], 50)
  })

  test('escapes LIKE wildcards', ({ assert }) => {
    assert.equal(likePrefix('50%_off!\\'), '50!%!_off!!\\%')
  })

  test('folds text into the words the full-text indexes see', ({ assert }) => {
    assert.deepEqual(foldedWords('Beyoncé — Déjà Vu (Live)'), ['beyonce', 'deja', 'vu', 'live'])
    assert.deepEqual(foldedWords('Zoë  ÅSA-2'), ['zoe', 'asa', '2'])
  })

  test('only the last word is a prefix, while it is being typed', ({ assert }) => {
    assert.deepEqual(queryTerms('Lucid dre'), { words: ['lucid', 'dre'], prefixLast: true })
    // A space or other separator after it: the last word is finished too.
    assert.deepEqual(queryTerms('lucid dre '), { words: ['lucid', 'dre'], prefixLast: false })
    assert.isFalse(queryTerms('ac/dc, ').prefixLast)
    // One letter never expands (no prefix index): a whole word even while typing.
    assert.isFalse(queryTerms('lucid d').prefixLast)
    // Words past the eighth were cut off: the eighth was finished.
    assert.isFalse(queryTerms('a b c d e f g hh ii').prefixLast)
    assert.isTrue(queryTerms('a b c d e f g hh').prefixLast)
    assert.deepEqual(foldedTerms(queryTerms('Zoë bey')), { words: ['zoe', 'bey'], prefixLast: true })
  })

  test('matches like the search: whole words, the last as a prefix from two letters on', ({ assert }) => {
    const words = foldedWords('Silent River Blues')
    assert.isTrue(matchesTerms(words, queryTerms('silent riv')))
    assert.isTrue(matchesTerms(words, queryTerms('blu')))
    assert.isFalse(matchesTerms(words, queryTerms('sil river')))
    assert.isFalse(matchesTerms(words, queryTerms('silent riv ')))
    assert.isTrue(matchesTerms(words, queryTerms('silent river ')))
    assert.isFalse(matchesTerms(words, queryTerms('silent rock')))
    assert.isFalse(matchesTerms(foldedWords('Quasar'), queryTerms('q')))
    assert.isTrue(matchesTerms(foldedWords('Q Tip'), queryTerms('q')))
    assert.isFalse(isPrefixTerm('q'))
    assert.isTrue(isPrefixTerm('qu'))
  })
})
