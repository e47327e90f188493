import { test } from '@japa/runner'
import { likePrefix, queryTerms } from '#plugins/music/server/search/query_terms'

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
})
