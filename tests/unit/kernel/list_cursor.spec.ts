import { test } from '@japa/runner'
import { decodeCursor, encodeCursor } from '#core/kernel/lists/list_cursor'

test.group('List cursors (core/kernel/lists)', () => {
  test('round-trip text and numbers; MySQL dates come back as the UTC timestamp text both databases compare', ({ assert }) => {
    for (const value of ['Midnight River', 0, 1234]) {
      const cursor = { sort: 'name', order: 'asc' as const, direction: 'after' as const, value, id: 7 }
      assert.deepEqual(decodeCursor(encodeCursor(cursor)), cursor)
    }
    const dated = decodeCursor(encodeCursor({ sort: 'created', order: 'desc', direction: 'before', value: new Date('2024-02-03T04:05:06Z'), id: 9 }))
    assert.deepEqual(dated, { sort: 'created', order: 'desc', direction: 'before', value: '2024-02-03 04:05:06', id: 9 })
    const precise = decodeCursor(encodeCursor({ sort: 'created', order: 'desc', direction: 'after', value: new Date('2024-02-03T04:05:06.250Z'), id: 9 }))
    assert.equal(precise?.value, '2024-02-03 04:05:06.250')
  })

  test('anything this module did not write is refused, never thrown', ({ assert }) => {
    const encode = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url')
    for (const text of [
      '',
      'not base64 at all!',
      encode('{"not":"an array"}'),
      encode(['name', 'asc', 'a', 'x']),
      encode(['name', 'sideways', 'a', 'x', 1]),
      encode(['name', 'asc', 'z', 'x', 1]),
      encode(['name', 'asc', 'a', 'x', 0]),
      encode(['name', 'asc', 'a', 'x', 1.5]),
      encode(['name', 'asc', 'a', { date: 'yesterday' }, 1]),
      encode(['name', 'asc', 'a', { evil: true }, 1]),
      encode(['name', 'asc', 'a', null, 1]),
      encode(['name', 'asc', 'a', 'x'.repeat(1001), 1]),
    ])
      assert.isNull(decodeCursor(text), text.slice(0, 40))
  })
})
