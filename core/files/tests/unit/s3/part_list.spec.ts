import { test } from '@japa/runner'
import { MIN_PART_BYTES } from '#core/files/shared/direct_upload'
import { partsToComplete } from '#core/files/server/s3/part_list'
import { FieldRefused } from '#core/files/server/s3/upload_refused'

const stored = [
  { PartNumber: 1, ETag: '"aaa"', Size: MIN_PART_BYTES },
  { PartNumber: 2, ETag: '"bbb"', Size: MIN_PART_BYTES },
  { PartNumber: 3, ETag: '"ccc"', Size: 10 },
]
const size = 2 * MIN_PART_BYTES + 10

function refusal(run: () => unknown) {
  try {
    run()
  } catch (error) {
    if (error instanceof FieldRefused)
      return { field: error.field, message: error.message, status: error.status }
    throw error
  }
  return null
}

test.group('Multipart completion: the part list must add up', () => {
  test('listed in any order with bare or quoted ETags, the parts come back in order with the stored ETags', ({
    assert,
  }) => {
    const parts = partsToComplete(
      [
        { PartNumber: 3, ETag: 'CCC' },
        { PartNumber: 1, ETag: '"aaa"' },
        { PartNumber: 2, ETag: 'bbb' },
      ],
      stored,
      size
    )
    assert.deepEqual(parts, [
      { PartNumber: 1, ETag: '"aaa"' },
      { PartNumber: 2, ETag: '"bbb"' },
      { PartNumber: 3, ETag: '"ccc"' },
    ])
  })

  test('a missing part, a wrong ETag, a repeated number, a short middle part or a wrong total is refused in words', ({
    assert,
  }) => {
    const all = stored.map(({ PartNumber, ETag }) => ({ PartNumber, ETag }))
    assert.deepEqual(
      refusal(() =>
        partsToComplete([all[0], all[1], { PartNumber: 4, ETag: '"ddd"' }], stored, size)
      ),
      {
        field: 'parts',
        message: 'Part 4 was not uploaded.',
        status: 422,
      }
    )
    assert.equal(
      refusal(() =>
        partsToComplete([all[0], { PartNumber: 2, ETag: '"aaa"' }, all[2]], stored, size)
      )?.message,
      'Part 2 does not match the uploaded part (its ETag differs).'
    )
    assert.equal(
      refusal(() => partsToComplete([all[0], all[0], all[2]], stored, size))?.message,
      'Part 1 is listed twice.'
    )
    assert.equal(
      refusal(() => partsToComplete([all[0], all[2]], stored, size))?.message,
      `The parts add up to ${MIN_PART_BYTES + 10} bytes, but the file is ${size} bytes.`
    )
    const short = [{ PartNumber: 1, ETag: '"x"', Size: MIN_PART_BYTES - 1 }, stored[2]]
    assert.equal(
      refusal(() =>
        partsToComplete([{ PartNumber: 1, ETag: 'x' }, all[2]], short, MIN_PART_BYTES + 9)
      )?.message,
      `Part 1 is ${MIN_PART_BYTES - 1} bytes: every part but the last must be at least 5 MB.`
    )
  })

  test('one part of any size is a whole file', ({ assert }) => {
    assert.deepEqual(
      partsToComplete([{ PartNumber: 1, ETag: 'e' }], [{ PartNumber: 1, ETag: '"e"', Size: 3 }], 3),
      [{ PartNumber: 1, ETag: '"e"' }]
    )
  })
})
