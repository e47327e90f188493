import { readFileSync } from 'node:fs'
import { relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'error-stack-parser-es'
import { PROJECT_ROOT } from '../paths.js'
import type { TraceFrame, TracePayload } from '../shared/error_trace_payload.js'

/** Lines of source shown on each side of the failing line. */
const SNIPPET_RADIUS = 8

/**
 * Builds the error payload of spec section 3 for the trace dialog: each
 * frame with its path segments, line, method and a code snippet; runs of
 * vendor frames (dependencies, Node internals) grouped together.
 */
export function buildErrorTrace(error: Error): TracePayload {
  const frames = safeParse(error).map((frame, flatIndex) => toTraceFrame(frame, flatIndex))
  const trace: TracePayload['trace'] = []
  for (const frame of frames) {
    const last = trace[trace.length - 1]
    if (!frame.isVendor) trace.push(frame)
    else if (last && 'vendorGroup' in last) last.frames.push(frame)
    else trace.push({ vendorGroup: true, frames: [frame] })
  }
  return {
    exception: error.name || error.constructor?.name || 'Error',
    message: error.message,
    trace,
    totalVendorGroups: trace.filter((item) => 'vendorGroup' in item).length,
    ignitionTrace: true,
  }
}

function safeParse(error: Error) {
  try {
    return parse(error, { allowEmpty: true } as any)
  } catch {
    return []
  }
}

function toTraceFrame(frame: ReturnType<typeof parse>[number], flatIndex: number): TraceFrame {
  const file = normalizeFile(frame.fileName ?? '')
  const isVendor = !file.startsWith(PROJECT_ROOT) || file.includes(`${sep}node_modules${sep}`)
  const shownPath = file.startsWith(PROJECT_ROOT) ? relative(PROJECT_ROOT, file) : file
  return {
    path: shownPath.split(/[\\/]/).filter(Boolean),
    lineNumber: frame.lineNumber ?? 0,
    method: frame.functionName || '{anonymous}',
    flatIndex,
    codeSnippet: isVendor ? {} : readSnippet(file, frame.lineNumber ?? 0),
    isVendor,
  }
}

function normalizeFile(fileName: string) {
  if (fileName.startsWith('file://')) {
    try {
      return fileURLToPath(fileName.split('?')[0])
    } catch {
      return fileName
    }
  }
  return fileName
}

const snippetCache = new Map<string, string[] | null>()

function readSnippet(file: string, line: number): Record<string, string> {
  if (!snippetCache.has(file)) {
    try {
      snippetCache.set(file, readFileSync(file, 'utf8').split('\n'))
    } catch {
      snippetCache.set(file, null)
    }
  }
  const lines = snippetCache.get(file)
  if (!lines || line < 1) return {}
  const snippet: Record<string, string> = {}
  for (let number = Math.max(1, line - SNIPPET_RADIUS); number <= Math.min(lines.length, line + SNIPPET_RADIUS); number++) {
    snippet[String(number)] = lines[number - 1]
  }
  return snippet
}
