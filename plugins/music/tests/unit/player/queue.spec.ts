import { test } from '@japa/runner'
import { makePlayer, track, tracks } from './fakes.js'

test.group('Player engine | building the queue', () => {
  test('starts idle with nothing queued', ({ assert }) => {
    const { state, audio } = makePlayer()
    assert.deepInclude(state(), { status: 'idle', currentIndex: -1, current: null, position: 0 })
    assert.lengthOf(state().queue, 0)
    assert.deepEqual(audio.calls, [])
  })

  test('playNow replaces the queue and plays the chosen track', ({ assert }) => {
    const { engine, state, ids, audio } = makePlayer()
    engine.playNow(tracks(1, 2, 3), 1, { type: 'album', id: 9, name: 'Blue' })

    assert.deepEqual(ids(), [1, 2, 3])
    assert.equal(state().currentIndex, 1)
    assert.equal(state().current?.track.id, 2)
    assert.equal(state().status, 'playing')
    assert.equal(state().duration, 200)
    assert.deepEqual(state().context, { type: 'album', id: 9, name: 'Blue' })
    assert.deepEqual(audio.calls, ['load /api/v1/music/tracks/2/stream @0', 'play'])

    engine.playNow(tracks(7), 0)
    assert.deepEqual(ids(), [7])
    assert.isNull(state().context)
  })

  test('playNow keeps the start index inside the list and ignores an empty list', ({ assert }) => {
    const { engine, state, ids } = makePlayer()
    engine.playNow([])
    assert.equal(state().status, 'idle')

    engine.playNow(tracks(1, 2), 5)
    assert.equal(state().current?.track.id, 2)
    engine.playNow(tracks(3, 4), -2)
    assert.equal(state().current?.track.id, 3)
    assert.deepEqual(ids(), [3, 4])
  })

  test('gives every entry its own uid, so a track can be queued twice', ({ assert }) => {
    const { engine, state } = makePlayer()
    engine.playNow([track(1), track(1)])
    const [first, second] = state().queue
    assert.notEqual(first.uid, second.uid)
  })

  test('playNext puts tracks right after the current one', ({ assert }) => {
    const { engine, state, ids } = makePlayer()
    engine.playNow(tracks(1, 2, 3), 1)
    engine.playNext(tracks(8, 9))
    assert.deepEqual(ids(), [1, 2, 8, 9, 3])
    assert.equal(state().current?.track.id, 2)
  })

  test('addToQueue appends tracks at the end', ({ assert }) => {
    const { engine, state, ids, audio } = makePlayer()
    engine.playNow(tracks(1, 2), 0)
    audio.calls = []
    engine.addToQueue(tracks(5))
    assert.deepEqual(ids(), [1, 2, 5])
    assert.equal(state().currentIndex, 0)
    assert.deepEqual(audio.calls, [], 'the current track is not interrupted')
  })

  test('playNext and addToQueue start playing when nothing is queued', ({ assert }) => {
    const first = makePlayer()
    first.engine.addToQueue(tracks(4, 5))
    assert.deepEqual(first.ids(), [4, 5])
    assert.equal(first.state().status, 'playing')

    const second = makePlayer()
    second.engine.playNext(tracks(6))
    assert.equal(second.state().current?.track.id, 6)
    second.engine.playNext([])
    assert.deepEqual(second.ids(), [6])
  })

  test('reorder moves an entry and the current track stays current', ({ assert }) => {
    const { engine, state, ids, audio } = makePlayer()
    engine.playNow(tracks(1, 2, 3, 4), 1)
    audio.calls = []

    engine.reorder(3, 0)
    assert.deepEqual(ids(), [4, 1, 2, 3])
    assert.equal(state().currentIndex, 2)
    assert.equal(state().current?.track.id, 2)

    engine.reorder(2, 3)
    assert.deepEqual(ids(), [4, 1, 3, 2])
    assert.equal(state().currentIndex, 3, 'the current entry itself can move')
    assert.deepEqual(audio.calls, [], 'reordering never interrupts the music')
  })

  test('reorder ignores indexes outside the queue', ({ assert }) => {
    const { engine, ids } = makePlayer()
    engine.playNow(tracks(1, 2, 3))
    engine.reorder(0, 3)
    engine.reorder(-1, 1)
    engine.reorder(1, 1)
    engine.reorder(0.5, 1)
    assert.deepEqual(ids(), [1, 2, 3])
  })

  test('remove drops an upcoming or past entry without interrupting', ({ assert }) => {
    const { engine, state, ids, audio } = makePlayer()
    engine.playNow(tracks(1, 2, 3, 4), 2)
    audio.calls = []
    engine.remove(3)
    engine.remove(0)
    assert.deepEqual(ids(), [2, 3])
    assert.equal(state().current?.track.id, 3)
    assert.equal(state().currentIndex, 1)
    assert.deepEqual(audio.calls, [])
    engine.remove(7)
    assert.deepEqual(ids(), [2, 3])
  })

  test('removing the playing entry plays the one that takes its place', ({ assert }) => {
    const { engine, state, ids, audio } = makePlayer()
    engine.playNow(tracks(1, 2, 3), 1)
    audio.calls = []
    engine.remove(1)
    assert.deepEqual(ids(), [1, 3])
    assert.equal(state().current?.track.id, 3)
    assert.equal(state().status, 'playing')
    assert.deepEqual(audio.calls, ['load /api/v1/music/tracks/3/stream @0', 'play'])
  })

  test('removing the playing last entry goes back to the first one, paused', ({ assert }) => {
    const { engine, state } = makePlayer()
    engine.playNow(tracks(1, 2, 3), 2)
    engine.remove(2)
    assert.equal(state().current?.track.id, 1)
    assert.equal(state().status, 'paused')
  })

  test('removing the only entry empties the player', ({ assert }) => {
    const { engine, state, audio, mediaSession } = makePlayer()
    engine.playNow(tracks(1))
    engine.remove(0)
    assert.deepInclude(state(), { status: 'idle', currentIndex: -1, current: null, radioSeed: null })
    assert.include(audio.calls, 'unload')
    assert.isNull(mediaSession.metadata)
    assert.equal(mediaSession.state, 'none')
  })

  test('clear keeps only the playing track', ({ assert }) => {
    const { engine, state, ids, audio } = makePlayer()
    engine.playNow(tracks(1, 2, 3), 1)
    audio.calls = []
    engine.clear()
    assert.deepEqual(ids(), [2])
    assert.equal(state().currentIndex, 0)
    assert.equal(state().status, 'playing')
    assert.deepEqual(audio.calls, [])
  })

  test('clear on an empty player stays empty', ({ assert }) => {
    const { engine, state } = makePlayer()
    engine.clear()
    assert.equal(state().status, 'idle')
  })

  test('playIndex plays any entry of the queue', ({ assert }) => {
    const { engine, state } = makePlayer()
    engine.playNow(tracks(1, 2, 3), 0)
    engine.pause()
    engine.playIndex(2)
    assert.equal(state().current?.track.id, 3)
    assert.equal(state().status, 'playing')
    engine.playIndex(9)
    assert.equal(state().current?.track.id, 3)
  })
})

test.group('Player engine | subscribing', () => {
  test('notifies listeners on change and keeps the snapshot stable in between', ({ assert }) => {
    const { engine } = makePlayer()
    let calls = 0
    const unsubscribe = engine.subscribe(() => calls++)
    const before = engine.getSnapshot()
    assert.strictEqual(engine.getSnapshot(), before)

    engine.playNow(tracks(1))
    assert.isAbove(calls, 0)
    assert.notStrictEqual(engine.getSnapshot(), before)
    assert.strictEqual(engine.getSnapshot(), engine.getSnapshot())

    unsubscribe()
    const counted = calls
    engine.pause()
    assert.equal(calls, counted)
  })

  test('destroy stops listening to the audio', ({ assert }) => {
    const { engine, audio } = makePlayer()
    assert.equal(audio.listenerCount, 1)
    engine.destroy()
    assert.equal(audio.listenerCount, 0)
  })
})
