import { test } from '@japa/runner'
import { ApiError } from '../../../../../web/src/services/api_error.js'
import { ApiPlayReporter } from '../../../web/player/api/api_play_reporter.js'
import { OfflineListens } from '../../../web/player/api/offline_listens.js'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

/** An API that is offline until `online` is set, then answers each path with `answer`. */
function network(answer: (path: string) => ApiError | null = () => null) {
  const sent: Array<{ path: string; body: unknown }> = []
  const state = { online: false }
  return {
    sent,
    state,
    post: async <T>(path: string, body?: unknown) => {
      if (!state.online) throw new ApiError(0, 'network', null)
      const refused = answer(path)
      if (refused) throw refused
      sent.push({ path, body })
      return {} as T
    },
  }
}

test.group('Player: listens heard offline', () => {
  test('an end report that finds no network is kept, then sent with its time once back online', async ({ assert }) => {
    const api = network()
    const storage = memoryStorage()
    const offline = new OfflineListens(api, storage)
    const reporter = new ApiPlayReporter(api, offline)
    const before = Math.floor(Date.now() / 1000)

    await assert.rejects(() => reporter.end(7, 120_000, 'album'))
    await offline.flush()
    assert.lengthOf(api.sent, 0)

    api.state.online = true
    await offline.flush()
    assert.lengthOf(api.sent, 1)
    assert.equal(api.sent[0].path, 'music/scrobbling/offline-listens')
    const body = api.sent[0].body as { track_id: number; listened_at: number; listened_ms: number }
    assert.include(body, { track_id: 7, listened_ms: 120_000 })
    assert.closeTo(body.listened_at, before - 120, 2)
    assert.equal(storage.items.size, 0)
  })

  test('a listen the server refuses is dropped; a server error does not keep anything; junk in storage is ignored', async ({ assert }) => {
    const api = network((path) => (path.includes('offline-listens') ? new ApiError(422, 'bad-request', null) : new ApiError(500, 'bad-response', null)))
    const storage = memoryStorage()
    storage.setItem('cadenza.player.offline-listens', '{"not":"a list"}')
    const offline = new OfflineListens(api, storage)
    offline.add({ trackId: 1, listenedMs: 10, listenedAt: 1 })
    api.state.online = true
    await offline.flush()
    assert.equal(storage.items.size, 0)

    // Answered (not offline): nothing to keep for later.
    await assert.rejects(() => new ApiPlayReporter(api, offline).end(2, 60_000, 'album'))
    assert.equal(storage.items.size, 0)
  })
})
