import { test } from '@japa/runner'
import { LocalStoragePlayerStorage } from '../../../web/player/adapters/local_storage_player_storage.js'
import {
  parsePersistedPlayback,
  parsePersistedQueue,
} from '../../../web/player/engine/persisted_state.js'
import { POSITION_SAVE_INTERVAL_MS } from '../../../web/player/engine/player_engine.js'
import { makePlayer, MemoryStorage, sequence, track, tracks } from './fakes.js'

test.group('Player engine | persistence', () => {
  test('saves the queue and the playback settings as they change', ({ assert }) => {
    const { engine, storage } = makePlayer()
    engine.playNow(tracks(1, 2, 3), 1, { type: 'album', id: 4, name: 'Blue' })
    assert.deepEqual(
      storage.queue?.tracks.map((saved) => saved.id),
      [1, 2, 3]
    )
    assert.equal(storage.queue?.currentIndex, 1)
    assert.deepEqual(storage.queue?.context, { type: 'album', id: 4, name: 'Blue' })
    assert.deepEqual(storage.queue?.radioSeed, { type: 'album', id: 4 })

    engine.setVolume(0.7)
    engine.toggleMute()
    engine.cycleRepeat()
    assert.deepEqual(storage.playback, {
      position: 0,
      volume: 0.7,
      muted: true,
      shuffle: false,
      repeat: 'all',
    })

    engine.reorder(0, 2)
    assert.deepEqual(
      storage.queue?.tracks.map((saved) => saved.id),
      [2, 3, 1]
    )
    assert.equal(storage.queue?.currentIndex, 0)
  })

  test('saves the position every few seconds while playing, and on pause and seek', ({
    assert,
  }) => {
    const { engine, storage, audio, clock } = makePlayer()
    engine.playNow(tracks(1))
    const saves = storage.playbackSaves
    audio.advance(0, 3)
    assert.equal(storage.playbackSaves, saves, 'throttled')
    clock.advance(POSITION_SAVE_INTERVAL_MS)
    assert.equal(storage.playback?.position, 3)
    assert.equal(storage.playbackSaves, saves + 1)

    audio.advance(3, 4)
    engine.pause()
    assert.equal(storage.playback?.position, 4)
    engine.seek(90)
    assert.equal(storage.playback?.position, 90)
    engine.persist()
    assert.equal(storage.playback?.position, 90)
  })

  test('an empty player writes nothing when the page goes away', ({ assert }) => {
    const storage = new MemoryStorage()
    const { engine } = makePlayer({ storage })
    engine.persist()
    assert.equal(storage.playbackSaves + storage.queueSaves, 0)
  })

  test('restores queue, track, position, volume, shuffle and repeat after a reload', ({
    assert,
  }) => {
    const storage = new MemoryStorage()
    const before = makePlayer({ storage, random: sequence(0) })
    before.engine.playNow(tracks(1, 2, 3, 4), 1, { type: 'playlist', id: 8 })
    before.engine.toggleShuffle()
    before.engine.cycleRepeat()
    before.engine.setVolume(0.9)
    before.engine.toggleMute()
    before.audio.advance(0, 42)
    before.engine.persist()

    const after = makePlayer({ storage })
    const state = after.state()
    assert.deepEqual(after.ids(), before.ids())
    assert.equal(state.current?.track.id, 2)
    assert.deepInclude(state, {
      status: 'paused',
      position: 42,
      duration: 200,
      volume: 0.9,
      muted: true,
      shuffle: true,
      repeat: 'all',
      radioSeed: { type: 'playlist', id: 8 },
    })
    assert.deepEqual(state.context, { type: 'playlist', id: 8 })
    assert.equal(after.audio.volume, 0.9)
    assert.isTrue(after.audio.muted)
    assert.deepEqual(after.audio.calls, [], 'nothing downloads before the listener presses play')
    assert.equal(after.mediaSession.metadata?.id, 2)

    after.engine.toggleShuffle()
    assert.deepEqual(after.ids(), [1, 2, 3, 4], 'the unshuffled order survives too')
  })

  test('play after a reload loads the track at the saved position', ({ assert }) => {
    const storage = new MemoryStorage()
    const before = makePlayer({ storage })
    before.engine.playNow(tracks(1, 2))
    before.engine.seek(61)

    const { engine, audio, state } = makePlayer({ storage })
    engine.play()
    assert.deepEqual(audio.calls, ['load /api/v1/music/tracks/1/stream @61', 'play'])
    assert.equal(state().status, 'playing')
  })

  test('a seek before the first play is kept for it', ({ assert }) => {
    const storage = new MemoryStorage()
    makePlayer({ storage }).engine.playNow(tracks(1))
    const { engine, audio } = makePlayer({ storage })
    engine.seek(12)
    engine.toggle()
    assert.deepEqual(audio.calls, ['load /api/v1/music/tracks/1/stream @12', 'play'])
  })

  test('an emptied queue is restored empty; volume stays', ({ assert }) => {
    const storage = new MemoryStorage()
    const before = makePlayer({ storage })
    before.engine.playNow(tracks(1))
    before.engine.setVolume(0.2)
    before.engine.remove(0)

    const after = makePlayer({ storage })
    assert.equal(after.state().status, 'idle')
    assert.lengthOf(after.state().queue, 0)
    assert.equal(after.state().volume, 0.2)
  })

  test('a saved position past the track end is clamped', ({ assert }) => {
    const storage = new MemoryStorage()
    makePlayer({ storage }).engine.playNow(tracks(1))
    storage.playback = { ...storage.playback!, position: 999 }
    assert.equal(makePlayer({ storage }).state().position, 200)
  })

  test('shuffle saved without an order falls back to the queue order', ({ assert }) => {
    const storage = new MemoryStorage()
    makePlayer({ storage }).engine.playNow(tracks(1, 2))
    storage.playback = { ...storage.playback!, shuffle: true }
    const { engine, ids } = makePlayer({ storage })
    engine.toggleShuffle()
    assert.deepEqual(ids(), [1, 2])
  })
})

/** An in-memory Web Storage that can be told to fail like a full or disabled one. */
class FakeWebStorage {
  items = new Map<string, string>()
  broken = false

  getItem(key: string) {
    if (this.broken) throw new Error('SecurityError')
    return this.items.get(key) ?? null
  }

  setItem(key: string, value: string) {
    if (this.broken) throw new Error('QuotaExceededError')
    this.items.set(key, value)
  }

  removeItem(key: string) {
    if (this.broken) throw new Error('SecurityError')
    this.items.delete(key)
  }
}

const savedQueue = () => ({
  tracks: [track(1), track(2, { image: null, album: null, duration: null })],
  currentIndex: 1,
  originalOrder: [1, 0],
  context: { type: 'album', id: 3, name: 'Blue' },
  radioSeed: { type: 'album' as const, id: 3 },
})

test.group('LocalStoragePlayerStorage', () => {
  test('round-trips the queue and the playback', ({ assert }) => {
    const web = new FakeWebStorage()
    const storage = new LocalStoragePlayerStorage(web)
    storage.saveQueue(savedQueue())
    storage.savePlayback({ position: 5, volume: 0.5, muted: false, shuffle: true, repeat: 'one' })

    const reloaded = new LocalStoragePlayerStorage(web)
    assert.deepEqual(reloaded.loadQueue(), savedQueue())
    assert.deepEqual(reloaded.loadPlayback(), {
      position: 5,
      volume: 0.5,
      muted: false,
      shuffle: true,
      repeat: 'one',
    })
  })

  test('an empty queue removes the record', ({ assert }) => {
    const web = new FakeWebStorage()
    const storage = new LocalStoragePlayerStorage(web)
    storage.saveQueue(savedQueue())
    storage.saveQueue({ ...savedQueue(), tracks: [], currentIndex: -1, originalOrder: null })
    assert.isNull(storage.loadQueue())
    assert.equal(web.items.size, 0)
  })

  test('junk and a broken storage read as nothing stored, and writes never throw', ({
    assert,
  }) => {
    const web = new FakeWebStorage()
    const storage = new LocalStoragePlayerStorage(web)
    web.items.set('cadenza.player.queue', '{not json')
    web.items.set('cadenza.player.playback', '"text"')
    assert.isNull(storage.loadQueue())
    assert.isNull(storage.loadPlayback())

    web.broken = true
    assert.isNull(storage.loadQueue())
    assert.doesNotThrow(() => storage.saveQueue(savedQueue()))
    assert.doesNotThrow(() => storage.saveQueue({ ...savedQueue(), tracks: [] }))
    assert.doesNotThrow(() =>
      storage.savePlayback({ position: 0, volume: 1, muted: false, shuffle: false, repeat: 'off' })
    )
  })
})

test.group('Persisted state parsing', () => {
  test('accepts a well-formed queue and drops unknown fields', ({ assert }) => {
    const parsed = parsePersistedQueue({
      ...savedQueue(),
      extra: true,
      tracks: [{ ...track(1), peaks: [1] }],
      currentIndex: 0,
      originalOrder: null,
    })
    assert.deepEqual(parsed?.tracks, [track(1)])
  })

  test('rejects malformed queues', ({ assert }) => {
    const base = savedQueue()
    const bad: unknown[] = [
      null,
      [],
      { ...base, tracks: [] },
      { ...base, tracks: 'x' },
      { ...base, currentIndex: 2 },
      { ...base, currentIndex: -1 },
      { ...base, currentIndex: 0.5 },
      { ...base, tracks: [{ ...track(1), id: '1' }] },
      { ...base, tracks: [{ ...track(1), src: null }] },
      { ...base, tracks: [{ ...track(1), artists: [{ id: 1 }] }] },
      { ...base, tracks: [{ ...track(1), album: 'x' }] },
      { ...base, tracks: [{ ...track(1), image: 3 }] },
      { ...base, tracks: [{ ...track(1), duration: -1 }] },
    ]
    for (const value of bad) assert.isNull(parsePersistedQueue(value), JSON.stringify(value))
  })

  test('drops a bad shuffle order, context or seed but keeps the queue', ({ assert }) => {
    const base = savedQueue()
    for (const originalOrder of [[0, 0], [0], [0, 2], 'x']) {
      assert.isNull(parsePersistedQueue({ ...base, originalOrder })?.originalOrder)
    }
    const parsed = parsePersistedQueue({
      ...base,
      context: { id: 1 },
      radioSeed: { type: 'planet', id: 1 },
    })
    assert.isNull(parsed?.context)
    assert.isNull(parsed?.radioSeed)
    assert.isNull(parsePersistedQueue({ ...base, radioSeed: { type: 'album', id: '' } })?.radioSeed)
  })

  test('rejects malformed playback', ({ assert }) => {
    const base = { position: 1, volume: 0.5, muted: false, shuffle: false, repeat: 'off' }
    assert.deepEqual(parsePersistedPlayback(base), base)
    for (const patch of [
      { position: -1 },
      { position: Number.NaN },
      { volume: 2 },
      { muted: 'yes' },
      { shuffle: 1 },
      { repeat: 'twice' },
    ]) {
      assert.isNull(parsePersistedPlayback({ ...base, ...patch }), JSON.stringify(patch))
    }
    assert.isNull(parsePersistedPlayback(null))
  })
})
