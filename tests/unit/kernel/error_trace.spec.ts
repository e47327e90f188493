import { test } from '@japa/runner'
import { buildErrorTrace } from '#core/kernel/http/error_trace'

function failHere(): Error {
  return new Error('unit failure')
}

test.group('Error trace', () => {
  test('app frames carry path segments, method and a snippet with the failing line; vendor runs are grouped', ({ assert }) => {
    const payload = buildErrorTrace(failHere())
    assert.equal(payload.message, 'unit failure')
    assert.isTrue(payload.ignitionTrace)
    const first = payload.trace[0]
    assert.notProperty(first, 'vendorGroup')
    if ('vendorGroup' in first) return
    assert.deepEqual(first.path, ['tests', 'unit', 'kernel', 'error_trace.spec.ts'])
    assert.equal(first.method, 'failHere')
    assert.equal(first.flatIndex, 0)
    assert.include(first.codeSnippet[String(first.lineNumber)], "new Error('unit failure')")

    const groups = payload.trace.filter((item) => 'vendorGroup' in item)
    assert.equal(payload.totalVendorGroups, groups.length)
    // No two vendor groups are adjacent: a run of vendor frames is one group.
    payload.trace.forEach((item, index) => {
      if ('vendorGroup' in item && index > 0) assert.notProperty(payload.trace[index - 1], 'vendorGroup')
    })
  })
})
