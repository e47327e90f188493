import { test } from '@japa/runner'
import { RecentMap } from '#core/kernel/recent_map'

const range = (count: number) => Array.from({ length: count }, (_, index) => index)

test.group('RecentMap: bounded, least recently used dropped first', () => {
  test('never holds more than its maximum; the newest entries stay', ({ assert }) => {
    const map = new RecentMap<number, string>(10)
    for (const key of range(1000)) map.set(key, `v${key}`)
    // Misses first: reading a held entry may move it, a miss changes nothing.
    assert.deepEqual(range(990).filter((key) => map.get(key) !== undefined), [])
    assert.deepEqual(range(1000).slice(995).map((key) => map.get(key)), ['v995', 'v996', 'v997', 'v998', 'v999'])
  })

  test('an entry read again outlives the ones nobody read since', ({ assert }) => {
    const map = new RecentMap<string, number>(4)
    map.set('kept', 1)
    for (const key of range(20)) {
      map.set(`filler-${key}`, key)
      assert.equal(map.get('kept'), 1, `after ${key + 1} other entries`)
    }
    assert.isUndefined(map.get('filler-0'))
    assert.equal(map.get('filler-19'), 19)
  })

  test('set replaces, delete and clear forget', ({ assert }) => {
    const map = new RecentMap<string, number>(4)
    map.set('a', 1)
    map.set('b', 2)
    map.set('c', 3)
    map.set('a', 10)
    assert.equal(map.get('a'), 10)
    map.delete('b')
    assert.isUndefined(map.get('b'))
    map.clear()
    assert.isUndefined(map.get('a'))
    assert.isUndefined(map.get('c'))
  })
})

test.group('RecentMap: bounded in bytes', () => {
  test('entries past the byte budget push the oldest out, however few they are', ({ assert }) => {
    const map = new RecentMap<string, string>(1000, { maxBytes: 10_000, sizeOf: (key, value) => key.length + value.length })
    const big = 'x'.repeat(1000)
    for (const key of range(50)) map.set(`k${key}`, big)
    const held = range(50).filter((key) => map.get(`k${key}`) !== undefined)
    // At most two generations of half the budget each: 10 entries of ~1 KB.
    assert.isAtMost(held.length, 10)
    assert.include(held, 49)
  })
})
