import { test } from '@japa/runner'
import { shuffled, shuffledAfter } from '../../../web/player/engine/queue_order.js'
import { makePlayer, sequence, tracks } from './fakes.js'

test.group('Player engine | shuffle', () => {
  test('shuffling keeps the playing track current and mixes the rest', ({ assert }) => {
    const { engine, state, ids, audio } = makePlayer({ random: sequence(0) })
    engine.playNow(tracks(1, 2, 3, 4, 5), 2)
    audio.calls = []

    engine.toggleShuffle()
    assert.isTrue(state().shuffle)
    assert.equal(state().currentIndex, 0)
    assert.equal(state().current?.track.id, 3)
    assert.deepEqual(ids(), [3, 2, 4, 5, 1])
    assert.deepEqual(
      state().originalQueue?.map((entry) => entry.track.id),
      [1, 2, 3, 4, 5]
    )
    assert.deepEqual(audio.calls, [], 'the music does not stop')
  })

  test('unshuffling restores the order, the playing track still current', async ({ assert }) => {
    const { engine, state, ids } = makePlayer({ random: sequence(0) })
    engine.playNow(tracks(1, 2, 3, 4, 5), 0)
    engine.toggleShuffle()
    await engine.next()
    const playing = state().current?.track.id

    engine.toggleShuffle()
    assert.isFalse(state().shuffle)
    assert.isNull(state().originalQueue)
    assert.deepEqual(ids(), [1, 2, 3, 4, 5])
    assert.equal(state().current?.track.id, playing)
    assert.equal(state().currentIndex, ids().indexOf(playing!))
  })

  test('playNow while shuffled starts with the chosen track and shuffles the rest', ({
    assert,
  }) => {
    const { engine, state, ids } = makePlayer({ random: sequence(0.99, 0.2, 0.6) })
    engine.toggleShuffle()
    engine.playNow(tracks(1, 2, 3, 4), 2)
    assert.equal(state().current?.track.id, 3)
    assert.equal(state().currentIndex, 0)
    assert.sameMembers(ids(), [1, 2, 3, 4])
    assert.deepEqual(
      state().originalQueue?.map((entry) => entry.track.id),
      [1, 2, 3, 4]
    )
  })

  test('tracks queued while shuffled keep their place when unshuffled', ({ assert }) => {
    const { engine, ids } = makePlayer({ random: sequence(0) })
    engine.playNow(tracks(1, 2, 3), 1)
    engine.toggleShuffle()
    engine.playNext(tracks(8))
    engine.addToQueue(tracks(9))
    assert.deepEqual(ids().slice(0, 2), [2, 8])
    assert.equal(ids().at(-1), 9)

    engine.toggleShuffle()
    assert.deepEqual(ids(), [1, 2, 8, 3, 9])
  })

  test('entries removed while shuffled stay removed when unshuffled', ({ assert }) => {
    const { engine, ids } = makePlayer({ random: sequence(0) })
    engine.playNow(tracks(1, 2, 3, 4), 0)
    engine.toggleShuffle()
    engine.remove(ids().indexOf(3))
    engine.toggleShuffle()
    assert.deepEqual(ids(), [1, 2, 4])
  })

  test('reordering while shuffled only changes the shuffled order', ({ assert }) => {
    const { engine, ids } = makePlayer({ random: sequence(0) })
    engine.playNow(tracks(1, 2, 3, 4), 0)
    engine.toggleShuffle()
    engine.reorder(3, 1)
    engine.toggleShuffle()
    assert.deepEqual(ids(), [1, 2, 3, 4])
  })

  test('clear while shuffled leaves the playing track alone in both orders', ({ assert }) => {
    const { engine, state, ids } = makePlayer()
    engine.playNow(tracks(1, 2, 3), 1)
    engine.toggleShuffle()
    engine.clear()
    engine.toggleShuffle()
    assert.deepEqual(ids(), [2])
    assert.equal(state().currentIndex, 0)
  })

  test('shuffle can be switched on with nothing queued', ({ assert }) => {
    const { engine, state } = makePlayer()
    engine.toggleShuffle()
    assert.isTrue(state().shuffle)
    assert.equal(state().currentIndex, -1)
    engine.toggleShuffle()
    assert.isFalse(state().shuffle)
  })
})

test.group('Queue order helpers', () => {
  test('shuffled is a permutation and leaves its input alone', ({ assert }) => {
    const input = [1, 2, 3, 4, 5, 6]
    const output = shuffled(input, Math.random)
    assert.sameMembers(output, input)
    assert.deepEqual(input, [1, 2, 3, 4, 5, 6])
    assert.deepEqual(shuffled(input, sequence(0)), [2, 3, 4, 5, 6, 1])
  })

  test('shuffledAfter puts the given item first', ({ assert }) => {
    for (let run = 0; run < 20; run++) {
      const output = shuffledAfter([1, 2, 3, 4], 3, Math.random)
      assert.equal(output[0], 3)
      assert.sameMembers(output, [1, 2, 3, 4])
    }
  })
})
