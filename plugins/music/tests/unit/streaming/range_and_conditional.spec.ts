import { test } from '@japa/runner'
import { parseRange } from '#core/kernel/http/byte_range'
import { etagOf, rangeStillValid } from '#plugins/music/server/streaming/conditional'

test.group('Range header', () => {
  test('no header asks for the whole file', ({ assert }) => {
    assert.deepEqual(parseRange(undefined, 1000), { kind: 'full' })
  })

  test('closed, open-ended and suffix ranges', ({ assert }) => {
    assert.deepEqual(parseRange('bytes=0-99', 1000), { kind: 'partial', start: 0, end: 99 })
    assert.deepEqual(parseRange('bytes=500-', 1000), { kind: 'partial', start: 500, end: 999 })
    assert.deepEqual(parseRange('bytes=-100', 1000), { kind: 'partial', start: 900, end: 999 })
    assert.deepEqual(parseRange('bytes=-5000', 1000), { kind: 'partial', start: 0, end: 999 })
    // An end past the file is clamped to its last byte.
    assert.deepEqual(parseRange('bytes=990-5000', 1000), { kind: 'partial', start: 990, end: 999 })
  })

  test('several ranges: the first is served', ({ assert }) => {
    assert.deepEqual(parseRange('bytes=10-19, 50-59', 1000), { kind: 'partial', start: 10, end: 19 })
  })

  test('malformed, reversed, other units and ranges past the end are unsatisfiable', ({ assert }) => {
    for (const header of ['bytes=1000-', 'bytes=1500-1600', 'bytes=20-10', 'bytes=abc', 'bytes=-', 'bytes=-0', 'items=0-10', 'bytes 0-10', '0-10', 'bytes=1-2-3', 'bytes=99999999999999999999-']) {
      assert.deepEqual(parseRange(header, 1000), { kind: 'unsatisfiable' }, header)
    }
    assert.deepEqual(parseRange('bytes=0-', 0), { kind: 'unsatisfiable' })
  })
})

test.group('Conditional requests', () => {
  const file = { size: 4096, modifiedAt: new Date('2025-03-01T10:00:00.250Z') }

  test('the ETag changes with the size or the modification time', ({ assert }) => {
    assert.notEqual(etagOf(file), etagOf({ ...file, size: 4097 }))
    assert.notEqual(etagOf(file), etagOf({ ...file, modifiedAt: new Date('2025-03-01T10:00:01Z') }))
  })

  test('If-Range keeps the range only for the same version', ({ assert }) => {
    assert.isTrue(rangeStillValid(undefined, file))
    assert.isTrue(rangeStillValid(etagOf(file), file))
    assert.isFalse(rangeStillValid('"stale"', file))
    assert.isFalse(rangeStillValid(`W/${etagOf(file)}`, file))
    assert.isTrue(rangeStillValid(file.modifiedAt.toUTCString(), file))
    assert.isFalse(rangeStillValid(new Date('2024-01-01').toUTCString(), file))
  })
})
