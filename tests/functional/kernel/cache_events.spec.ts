import { test } from '@japa/runner'
import emitter from '@adonisjs/core/services/emitter'
import { ReadCache } from '#core/kernel/cache/read_cache'

/**
 * config/cache.ts gives each cache store an emitter of its own, through a
 * store option Bentocache honours but does not declare: sent through the
 * app's emitter, read caches' hits cost signed-in pages 12-17 % of their CPU.
 * This fails if an upgrade brings them back to the app's emitter.
 */
test.group('Read caches: events', () => {
  test("a read cache's misses, writes and hits stay off the app's emitter", async ({ assert, cleanup }) => {
    const heard: string[] = []
    cleanup(emitter.onAny((name) => heard.push(String(name))))
    // A tag of its own: a write of another test dropping the site's tag in the same millisecond would keep the first read from being kept.
    const cache = new ReadCache<number>('kernel.cache_events_check', { tags: ['kernel.cache_events_check'] })
    let loads = 0
    const load = async () => ++loads

    assert.equal(await cache.get('answer', load), 1)
    assert.equal(await cache.get('answer', load), 1)
    assert.equal(loads, 1, 'the second read was a hit')
    assert.deepEqual(
      heard.filter((name) => name.startsWith('cache:')),
      []
    )
  })
})
