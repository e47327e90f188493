import { parse } from 'range-parser'

/**
 * The Range request header (RFC 9110, section 14), for one resource of
 * `size` bytes, read by range-parser (audio streams, file downloads). Clients ask for one range at a time;
 * when several are asked for, only the first is served (a server may ignore
 * the others), which keeps the response a plain 206 rather than
 * multipart/byteranges.
 */
export type RangeRequest =
  | { kind: 'full' }
  | { kind: 'partial'; start: number; end: number }
  /** Malformed, another unit, or nothing of it lies within the file: 416. */
  | { kind: 'unsatisfiable' }

export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (header === undefined) return { kind: 'full' }
  const { type, ranges } = parse(size, header.replace(/^\s*bytes\s*=/i, 'bytes='))
  if (type !== 'bytes' || ranges.length === 0) return { kind: 'unsatisfiable' }
  return { kind: 'partial', start: ranges[0].start, end: ranges[0].end }
}
