const RANGE = /^bytes=(\d*)-(\d*)$/

/**
 * The part of a saved file an audio element asks for (`Range: bytes=a-b`),
 * as the server would send it: 206 with Content-Range, so seeking works
 * without a connection. No range gives the whole file; a range past its
 * end is 416. Runs in the service worker.
 */
export async function rangeResponse(saved: Response, range: string | null): Promise<Response> {
  const body = await saved.blob()
  const type = saved.headers.get('content-type') ?? 'application/octet-stream'
  const size = body.size
  const match = range ? RANGE.exec(range.trim()) : null
  if (!match || (!match[1] && !match[2])) {
    return new Response(body, { status: 200, headers: { 'Content-Type': type, 'Content-Length': String(size), 'Accept-Ranges': 'bytes' } })
  }
  // "bytes=-500" is the last 500 bytes; "bytes=100-" runs to the end.
  const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]))
  const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1
  if (start >= size || start > end) {
    return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${size}` } })
  }
  return new Response(body.slice(start, end + 1), {
    status: 206,
    headers: {
      'Content-Type': type,
      'Content-Length': String(end - start + 1),
      'Content-Range': `bytes ${start}-${end}/${size}`,
      'Accept-Ranges': 'bytes',
    },
  })
}
