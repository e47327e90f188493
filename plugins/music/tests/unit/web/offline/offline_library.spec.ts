import { test } from '@japa/runner'
import { ApiClient } from '../../../../../../web/src/services/api_client.js'
import { systemClock } from '../../../../../../web/src/services/clock.js'
import { deviceBytes, itemBytes, OfflineLibrary, SAVED_ITEMS_KEY } from '../../../../web/offline/offline_library.js'
import { OFFLINE_MUSIC_CACHE } from '../../../../web/offline/offline_caches.js'
import type { OfflinePackage } from '#plugins/music/shared/offline'

const ORIGIN = 'https://music.test'

/** Cache Storage in memory, as much of it as the library uses. */
class MemoryCaches {
  stores = new Map<string, Map<string, Response>>()
  async open(name: string) {
    const store = this.stores.get(name) ?? new Map<string, Response>()
    this.stores.set(name, store)
    return {
      put: async (url: string, response: Response) => void store.set(new URL(url, ORIGIN).href, response),
      keys: async () => [...store.keys()].map((url) => new Request(url)),
      delete: async (request: Request) => store.delete(request.url),
    } as unknown as Cache
  }
  async delete(name: string) {
    return this.stores.delete(name)
  }
  kept() {
    return [...(this.stores.get(OFFLINE_MUSIC_CACHE)?.keys() ?? [])].map((url) => new URL(url).pathname).sort()
  }
}

function pack(type: 'album' | 'playlist', id: number, trackIds: number[]): OfflinePackage {
  return {
    type,
    id,
    name: `${type} ${id}`,
    image: null,
    path: `/${type}/${id}/x`,
    tracks: trackIds.map((trackId) => ({ id: trackId, name: `Song ${trackId}`, stream_url: `/api/v1/music/tracks/${trackId}/stream` })),
    data_urls: [`/api/v1/music/${type}s/${id}`],
    image_urls: ['/storage/covers/missing.png'],
  }
}

/** A library whose server knows these packages, serves 100-byte songs, has no pictures and fails the songs listed. */
function libraryWith(packages: OfflinePackage[], failing: number[] = []) {
  const caches = new MemoryCaches()
  const stored = new Map<string, string>()
  const storage = { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) }
  const files = async (input: RequestInfo | URL) => {
    const path = new URL(String(input), ORIGIN).pathname
    const offline = packages.find((item) => path === `/api/v1/music/offline/${item.type}s/${item.id}`)
    if (offline) return Response.json(offline)
    const song = /tracks\/(\d+)\/stream/.exec(path)
    if (song) return failing.includes(Number(song[1])) ? new Response(null, { status: 500 }) : new Response(new Uint8Array(100))
    if (path.startsWith('/storage/')) return new Response(null, { status: 404 })
    return Response.json({ data: path })
  }
  const api = new ApiClient({ fetch: files as typeof fetch, readCookie: () => undefined, clock: systemClock })
  let workerStarts = 0
  const library = new OfflineLibrary({
    api,
    storage,
    caches: caches as unknown as CacheStorage,
    fetch: files as typeof fetch,
    origin: ORIGIN,
    startWorker: async () => void workerStarts++,
  })
  return { library, caches, stored, workerStarts: () => workerStarts }
}

test.group('Offline library (saved albums and playlists)', () => {
  test('saving keeps the page data and every song, reports progress, and lists the item with its size', async ({ assert }) => {
    const { library, caches, stored, workerStarts } = libraryWith([pack('album', 1, [10, 11])])
    const progress: number[] = []
    library.subscribe(() => {
      const share = library.getSnapshot().saving.get('album:1')
      if (share !== undefined) progress.push(share)
    })
    await library.save('album', 1)

    assert.equal(workerStarts(), 1)
    assert.deepEqual(caches.kept(), ['/api/v1/music/albums/1', '/api/v1/music/tracks/10/stream', '/api/v1/music/tracks/11/stream'])
    // A picture that cannot be read is left out; the music is kept.
    const [item] = library.getSnapshot().items
    assert.include(item, { type: 'album', id: 1, tracks: 2 })
    assert.isAtLeast(itemBytes(item), 200)
    assert.equal(progress.at(-1), 1)
    assert.isTrue(progress.every((share, index) => index === 0 || share >= progress[index - 1]))
    assert.equal(library.getSnapshot().saving.size, 0)
    assert.lengthOf(JSON.parse(stored.get(SAVED_ITEMS_KEY)!), 1)
  })

  test('a song shared by two items is kept once, counted once, and stays while one of them does', async ({ assert }) => {
    const { library, caches } = libraryWith([pack('album', 1, [10, 11]), pack('playlist', 2, [11])])
    await library.save('album', 1)
    await library.save('playlist', 2)
    const { items } = library.getSnapshot()
    assert.equal(deviceBytes(items), itemBytes(items[0]) + itemBytes(items[1]) - 100)

    await library.remove('album', 1)
    assert.deepEqual(caches.kept(), ['/api/v1/music/playlists/2', '/api/v1/music/tracks/11/stream'])
    await library.removeAll()
    assert.deepEqual(caches.kept(), [])
    assert.deepEqual(library.getSnapshot().items, [])
  })

  test('a song that cannot be fetched undoes the save and says so', async ({ assert }) => {
    const { library, caches } = libraryWith([pack('album', 1, [10, 11])], [11])
    await assert.rejects(() => library.save('album', 1))
    assert.deepEqual(library.getSnapshot().items, [])
    assert.deepEqual(caches.kept(), [])
    assert.equal(library.getSnapshot().saving.size, 0)
  })
})
