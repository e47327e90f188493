import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** Files on the public disk get a new name when they change (covers by hash, uploads by uuid). */
const PUBLIC_FILES_CACHE = 'public, max-age=604800'

/**
 * Lets browsers keep files served from the public disk under /storage for a
 * week (Drive's file server sends only an ETag, so each page view asked for
 * every cover again). Errors are not cached.
 */
export default class PublicStorageCacheMiddleware {
  async handle({ request, response }: HttpContext, next: NextFn) {
    await next()
    const read = request.method() === 'GET' || request.method() === 'HEAD'
    if (read && request.url().startsWith('/storage/') && response.getStatus() < 400 && !response.getHeader('Cache-Control'))
      response.header('Cache-Control', PUBLIC_FILES_CACHE)
  }
}
