import { test } from '@japa/runner'
import { approximateBytes } from '../../../core/kernel/cache/approximate_bytes.js'

test.group('Approximate bytes of a cached value', () => {
  test('counts strings, buffers and nested payloads, never less than their contents', ({ assert }) => {
    const page = Buffer.alloc(15_000)
    assert.isAbove(approximateBytes(page), 15_000)
    assert.isAbove(approximateBytes('x'.repeat(1000)), 2000)
    const payload = { tracks: Array.from({ length: 100 }, (_, id) => ({ id, name: `Track ${id}`, artists: [{ id, name: 'A' }] })) }
    assert.isAbove(approximateBytes(payload), 100 * (8 + 2 * 'Track 99'.length))
  })

  test('counts a value shared within an entry once, and survives cycles', ({ assert }) => {
    const shared = Buffer.alloc(10_000)
    assert.isBelow(approximateBytes({ a: shared, b: shared }), 11_000)
    const cyclic: Record<string, unknown> = { name: 'loop' }
    cyclic.self = cyclic
    assert.isBelow(approximateBytes(cyclic), 200)
  })
})
