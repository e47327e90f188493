import { test } from '@japa/runner'
import {
  flattenFrames,
  formatTraceLog,
  initialFrame,
  isTracePayload,
} from '../../../web/src/app/error_trace/trace_payload.js'
import type { TraceFrame, TracePayload } from '../../../core/kernel/shared/error_trace_payload.js'

const frame = (flatIndex: number, isVendor: boolean, method = `m${flatIndex}`): TraceFrame => ({
  path: isVendor
    ? ['node_modules', 'lib', 'index.js']
    : ['app', 'controllers', 'tracks_controller.ts'],
  lineNumber: 10 + flatIndex,
  method,
  flatIndex,
  codeSnippet: {},
  isVendor,
})

const payload: TracePayload = {
  exception: 'TypeError',
  message: 'x is undefined',
  trace: [
    { vendorGroup: true, frames: [frame(0, true), frame(1, true)] },
    frame(2, false, 'TracksController.show'),
    frame(3, false),
  ],
  totalVendorGroups: 1,
  ignitionTrace: true,
}

test.group('Error trace payload', () => {
  test('recognises trace payloads only', ({ assert }) => {
    assert.isTrue(isTracePayload(payload))
    assert.isFalse(isTracePayload({ message: 'Server error' }))
    assert.isFalse(isTracePayload(null))
  })

  test('flattens vendor groups in order and opens on the first application frame', ({ assert }) => {
    assert.deepEqual(
      flattenFrames(payload).map((entry) => entry.flatIndex),
      [0, 1, 2, 3]
    )
    assert.equal(initialFrame(payload)?.flatIndex, 2)
  })

  test('writes the downloadable log: exception, message, one line per frame', ({ assert }) => {
    const log = formatTraceLog(payload)
    assert.equal(
      log,
      [
        'TypeError: x is undefined',
        '',
        '#0 node_modules/lib/index.js:10 m0 [vendor]',
        '#1 node_modules/lib/index.js:11 m1 [vendor]',
        '#2 app/controllers/tracks_controller.ts:12 TracksController.show',
        '#3 app/controllers/tracks_controller.ts:13 m3',
        '',
      ].join('\n')
    )
  })
})
