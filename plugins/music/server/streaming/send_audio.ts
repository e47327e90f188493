import fresh from 'fresh'
import type { HttpContext } from '@adonisjs/core/http'
import type { AudioSource } from './audio_store.js'
import { parseRange } from '#core/kernel/http/byte_range'
import { etagOf, rangeStillValid } from './conditional.js'

/**
 * Browsers re-validate with ETag / If-Modified-Since; `private` because what
 * a visitor may stream depends on their permissions.
 */
const CACHE_CONTROL = 'private, max-age=3600'

/**
 * When MUSIC_ACCEL_REDIRECT_PREFIX is set (say /_audio/), a front proxy
 * serves the bytes: we answer with X-Accel-Redirect: /_audio/<key> after the
 * authorization check, and nginx handles ranges and caching from an
 * `internal` location aliased to the uploads folder.
 */
function accelRedirectPrefix() {
  const prefix = process.env.MUSIC_ACCEL_REDIRECT_PREFIX
  return prefix ? prefix.replace(/\/?$/, '/') : null
}

/** Answers a stream request for an already authorized track. */
export function sendAudio({ request, response }: HttpContext, source: AudioSource) {
  if (source.kind === 'missing') return response.notFound({ message: 'This track has no audio file.' })
  if (source.kind === 'redirect') {
    // A presigned URL expires: never let a cache keep the redirect longer than it lives.
    response.header('Cache-Control', source.cacheable ? CACHE_CONTROL : 'no-store')
    return response.redirect(source.url)
  }

  const version = { size: source.size, modifiedAt: source.modifiedAt }
  const validators = { 'etag': etagOf(version), 'last-modified': source.modifiedAt.toUTCString() }
  response.header('Accept-Ranges', 'bytes')
  response.header('ETag', validators.etag)
  response.header('Last-Modified', validators['last-modified'])
  response.header('Cache-Control', CACHE_CONTROL)

  // If-None-Match and If-Modified-Since (request.fresh() would read the headers already sent, none yet).
  if (fresh(request.headers(), validators)) return response.status(304)

  const prefix = accelRedirectPrefix()
  if (prefix) {
    response.header('Content-Type', source.mime)
    response.header('X-Accel-Redirect', prefix + source.key.split('/').map(encodeURIComponent).join('/'))
    return response.status(200)
  }

  const asked = rangeStillValid(request.header('if-range'), version) ? request.header('range') : undefined
  const range = parseRange(asked, source.size)
  if (range.kind === 'unsatisfiable') {
    response.header('Content-Range', `bytes */${source.size}`)
    return response.status(416).send({ message: 'The requested range is not satisfiable.' })
  }

  const [start, end] = range.kind === 'partial' ? [range.start, range.end] : [0, source.size - 1]
  response.header('Content-Type', source.mime)
  response.header('Content-Length', String(end - start + 1))
  if (range.kind === 'partial') {
    response.status(206)
    response.header('Content-Range', `bytes ${start}-${end}/${source.size}`)
  } else {
    response.status(200)
  }
  if (request.method() === 'HEAD' || source.size === 0) return
  response.stream(source.file.stream(start, end))
}
