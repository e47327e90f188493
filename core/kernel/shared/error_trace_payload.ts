/**
 * The error payload with a stack trace (spec section 3) that the server sends
 * for server errors when debugging is on, and the trace dialog shows.
 * Shared by the server (which builds it) and the web app: types only.
 */
export interface TraceFrame {
  /** File path, split into segments; relative to the project for its own files. */
  path: string[]
  lineNumber: number
  method: string
  /** Position in the whole stack, vendor frames included. */
  flatIndex: number
  /** Source lines around the failure, by line number (empty for vendor frames). */
  codeSnippet: Record<string, string>
  isVendor: boolean
}

/** A run of consecutive frames from dependencies or Node itself. */
export interface VendorGroup {
  vendorGroup: true
  frames: TraceFrame[]
}

export interface TracePayload {
  exception: string
  message: string
  trace: Array<TraceFrame | VendorGroup>
  totalVendorGroups: number
  action?: { label: string; action: string }
  ignitionTrace: true
}
