/** Helpers over the trace payload the server sends (types in core/kernel/shared). */
import type { TraceFrame, TracePayload, VendorGroup } from '../../../../core/kernel/shared/error_trace_payload.js'

export function isVendorGroup(item: TraceFrame | VendorGroup): item is VendorGroup {
  return 'vendorGroup' in item && item.vendorGroup === true
}

export function isTracePayload(body: unknown): body is TracePayload {
  return (
    !!body &&
    typeof body === 'object' &&
    (body as TracePayload).ignitionTrace === true &&
    Array.isArray((body as TracePayload).trace)
  )
}

/** Every frame in order, vendor groups flattened. */
export function flattenFrames(payload: TracePayload): TraceFrame[] {
  return payload.trace.flatMap((item) => (isVendorGroup(item) ? item.frames : [item]))
}

/** The frame to show first: the first one in application code, else the first of all. */
export function initialFrame(payload: TracePayload): TraceFrame | undefined {
  const frames = flattenFrames(payload)
  return frames.find((frame) => !frame.isVendor) ?? frames[0]
}

export function framePath(frame: TraceFrame) {
  return frame.path.join('/')
}

/** The plain-text log behind "Download log": exception, message, then one line per frame. */
export function formatTraceLog(payload: TracePayload): string {
  const lines = [`${payload.exception}: ${payload.message}`, '']
  for (const frame of flattenFrames(payload)) {
    lines.push(
      `#${frame.flatIndex} ${framePath(frame)}:${frame.lineNumber}${frame.method ? ` ${frame.method}` : ''}${frame.isVendor ? ' [vendor]' : ''}`
    )
  }
  return `${lines.join('\n')}\n`
}
