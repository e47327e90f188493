import { test } from '@japa/runner'
import { FakeRadio, flush, makePlayer, track, tracks } from './fakes.js'
import type { PlayerTrack } from '../../../web/player/engine/types.js'

test.group('Player engine | radio continuation', () => {
  test('reaching the last track asks radio for more, seeded by the context', async ({ assert }) => {
    const radio = new FakeRadio()
    radio.answers.push(tracks(2, 7, 8))
    const { engine, state, ids } = makePlayer({ radio })
    engine.playNow(tracks(1, 2), 0, { type: 'album', id: 12 })
    assert.deepEqual(state().radioSeed, { type: 'album', id: 12 })
    assert.lengthOf(radio.seeds, 0, 'not while tracks are left')

    await engine.next()
    await flush()
    assert.deepEqual(radio.seeds, [{ type: 'album', id: 12 }])
    assert.deepEqual(ids(), [1, 2, 7, 8], 'tracks already queued are not added again')
  })

  test('the queue runs on into radio tracks when the last one ends', async ({ assert }) => {
    const radio = new FakeRadio()
    radio.answers.push(tracks(5, 6))
    const { engine, state, audio } = makePlayer({ radio })
    engine.playNow(tracks(1))
    await flush()
    audio.emit({ type: 'ended' })
    await flush()
    assert.equal(state().current?.track.id, 5)
    assert.equal(state().status, 'playing')
  })

  test('the track played seeds radio when the context cannot', async ({ assert }) => {
    const radio = new FakeRadio()
    const { engine, state } = makePlayer({ radio })
    engine.playNow(tracks(4, 5), 1, { type: 'search', name: 'blue' })
    assert.deepEqual(state().radioSeed, { type: 'track', id: 5 })
    engine.playNow(tracks(4), 0)
    assert.deepEqual(state().radioSeed, { type: 'track', id: 4 })
    await flush()
    assert.deepEqual(radio.seeds.at(-1), { type: 'track', id: 4 })
  })

  test('a radio page seeds with its own seed; null turns continuation off', async ({ assert }) => {
    const radio = new FakeRadio()
    const { engine, state } = makePlayer({ radio })
    engine.playNow(tracks(1), 0, { type: 'radio', radioSeed: { type: 'genre', id: 'rock' } })
    assert.deepEqual(state().radioSeed, { type: 'genre', id: 'rock' })

    engine.playNow(tracks(2), 0, { type: 'queue', radioSeed: null })
    await flush()
    assert.deepEqual(radio.seeds, [{ type: 'genre', id: 'rock' }])
  })

  test('a radio failure ends the queue quietly', async ({ assert }) => {
    const radio = new FakeRadio()
    radio.answers.push(new Error('offline'), new Error('offline'))
    const { engine, state, audio } = makePlayer({ radio })
    engine.playNow(tracks(1))
    await flush()
    audio.emit({ type: 'ended' })
    await flush()
    assert.deepInclude(state(), { currentIndex: 0, status: 'paused', position: 0 })
    assert.lengthOf(radio.seeds, 2, 'asked again when the queue actually ran out')
  })

  test('one request at a time: the end of the track waits for the one under way', async ({
    assert,
  }) => {
    let answer!: (tracks: PlayerTrack[]) => void
    const radio = new FakeRadio()
    radio.answers.push(new Promise((resolve) => (answer = resolve)))
    const { engine, state, audio } = makePlayer({ radio })
    engine.playNow(tracks(1))
    audio.emit({ type: 'ended' })
    await flush()
    assert.lengthOf(radio.seeds, 1)
    assert.equal(state().current?.track.id, 1)

    answer([track(9)])
    await flush()
    assert.equal(state().current?.track.id, 9)
  })

  test('a late answer for a replaced queue is dropped', async ({ assert }) => {
    let answer!: (tracks: PlayerTrack[]) => void
    const radio = new FakeRadio()
    radio.answers.push(new Promise((resolve) => (answer = resolve)))
    const { engine, ids } = makePlayer({ radio })
    engine.playNow(tracks(1))
    engine.playNow(tracks(3, 4))
    answer([track(9)])
    await flush()
    assert.deepEqual(ids(), [3, 4])
  })

  test('whatever the listener did while radio answered wins', async ({ assert }) => {
    let answer!: (tracks: PlayerTrack[]) => void
    const radio = new FakeRadio()
    radio.answers.push(new Promise((resolve) => (answer = resolve)))
    const { engine, state, audio, ids } = makePlayer({ radio })
    engine.playNow(tracks(1, 2), 1)
    audio.emit({ type: 'ended' })
    engine.playIndex(0)
    answer([track(9)])
    await flush()
    assert.equal(state().current?.track.id, 1)
    assert.deepEqual(ids(), [1, 2, 9])
  })

  test('repeat all never asks radio', async ({ assert }) => {
    const radio = new FakeRadio()
    const { engine } = makePlayer({ radio })
    engine.cycleRepeat()
    engine.playNow(tracks(1, 2), 1)
    await engine.next()
    await flush()
    assert.lengthOf(radio.seeds, 0)
  })

  test('switching repeat off on the last track fetches what comes next', async ({ assert }) => {
    const radio = new FakeRadio()
    radio.answers.push(tracks(6))
    const { engine, ids } = makePlayer({ radio })
    engine.cycleRepeat()
    engine.playNow(tracks(1))
    engine.cycleRepeat()
    engine.cycleRepeat()
    await flush()
    assert.deepEqual(ids(), [1, 6])
  })

  test('radio tracks join the unshuffled order too', async ({ assert }) => {
    const radio = new FakeRadio()
    radio.answers.push(tracks(6))
    const { engine, ids } = makePlayer({ radio })
    engine.toggleShuffle()
    engine.playNow(tracks(1))
    await flush()
    engine.toggleShuffle()
    assert.deepEqual(ids(), [1, 6])
  })
})
