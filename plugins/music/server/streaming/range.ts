/**
 * The Range request header (RFC 9110, section 14), for one resource of
 * `size` bytes. Players ask for one range at a time; when several are asked
 * for, only the first is served (a server may ignore the others), which
 * keeps the response a plain 206 rather than multipart/byteranges.
 */
export type RangeRequest =
  | { kind: 'full' }
  | { kind: 'partial'; start: number; end: number }
  /** Malformed, another unit, or nothing of it lies within the file: 416. */
  | { kind: 'unsatisfiable' }

const SPEC = /^(\d*)-(\d*)$/

export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (header === undefined) return { kind: 'full' }
  const match = /^\s*bytes\s*=\s*(.+)$/i.exec(header)
  if (!match) return { kind: 'unsatisfiable' }
  const first = match[1].split(',')[0].trim()
  const spec = SPEC.exec(first)
  if (!spec || (spec[1] === '' && spec[2] === '')) return { kind: 'unsatisfiable' }

  let start: number
  let end: number
  if (spec[1] === '') {
    // "-500": the last 500 bytes.
    const suffix = Number(spec[2])
    if (suffix === 0) return { kind: 'unsatisfiable' }
    start = Math.max(0, size - suffix)
    end = size - 1
  } else {
    start = Number(spec[1])
    end = spec[2] === '' ? size - 1 : Math.min(Number(spec[2]), size - 1)
    if (spec[2] !== '' && Number(spec[2]) < start) return { kind: 'unsatisfiable' }
  }
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start >= size || size === 0) return { kind: 'unsatisfiable' }
  return { kind: 'partial', start, end }
}
