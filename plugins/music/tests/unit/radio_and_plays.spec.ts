import { test } from '@japa/runner'
import { decodeCursor, encodeCursor, pseudoRandom, RADIO_MEMORY } from '#plugins/music/server/radio/radio_cursor'
import { minimumListen, MIN_LISTEN_MS } from '#plugins/music/server/services/plays/record_play'

test.group('Music radio: cursor', () => {
  test('round-trips and starts fresh without one', ({ assert }) => {
    assert.deepEqual(decodeCursor(encodeCursor({ page: 3, seed: 42, played: [5, 9] })), { page: 3, seed: 42, played: [5, 9] })
    // Only the latest RADIO_MEMORY tracks are remembered.
    const long = Array.from({ length: RADIO_MEMORY + 10 }, (_, index) => index + 1)
    assert.deepEqual(decodeCursor(encodeCursor({ page: 1, seed: 1, played: long })).played, long.slice(-RADIO_MEMORY))
    const fresh = decodeCursor(undefined)
    assert.equal(fresh.page, 0)
    assert.deepEqual(fresh.played, [])
    assert.isAtLeast(fresh.seed, 0)
  })

  test('refuses forged cursors with a validation error', ({ assert }) => {
    for (const value of ['nonsense', Buffer.from('{"p":-1,"s":1}').toString('base64url'), Buffer.from('{"p":1.5,"s":1}').toString('base64url'), Buffer.from('{"p":1,"s":1,"x":[0]}').toString('base64url'), Buffer.from('{"p":1,"s":1,"x":"1"}').toString('base64url')]) {
      try {
        decodeCursor(value)
        assert.fail(`accepted ${value}`)
      } catch (error) {
        assert.deepEqual((error as any).messages, [{ field: 'cursor', message: 'The cursor is invalid.', rule: 'music' }])
      }
    }
  })

  test('pseudo-random points are stable per page and spread out', ({ assert }) => {
    assert.equal(pseudoRandom(7, 1, 1), pseudoRandom(7, 1, 1))
    const values = Array.from({ length: 200 }, (_, page) => pseudoRandom(7, page, 1))
    assert.isTrue(values.every((value) => value >= 0 && value < 1))
    assert.isAbove(new Set(values.map((value) => Math.floor(value * 10))).size, 8)
  })
})

test.group('Music plays: minimum listen', () => {
  test('30 seconds, or half of a shorter track', ({ assert }) => {
    assert.equal(minimumListen(null), MIN_LISTEN_MS)
    assert.equal(minimumListen(600_000), 30_000)
    assert.equal(minimumListen(40_000), 20_000)
  })
})
