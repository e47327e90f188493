import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import app from '@adonisjs/core/services/app'
import { SiteSettings } from '../module_services.js'

/** The cache tab's setting (settings manifest): how many days browsers and CDNs keep public files. */
export const PUBLIC_FILES_CACHE_DAYS = 'cache.public_files_days'

/**
 * Lets browsers (and a CDN in front) keep files served from the public disk
 * under /storage for the cache tab's number of days, a week by default:
 * files there get a new name when they change (covers by hash, uploads by
 * uuid), and Drive's file server sends only an ETag, so each page view asked
 * for every cover again. Errors are not cached; 0 days asks every time.
 */
export default class PublicStorageCacheMiddleware {
  async handle({ request, response }: HttpContext, next: NextFn) {
    await next()
    const read = request.method() === 'GET' || request.method() === 'HEAD'
    if (!read || !request.url().startsWith('/storage/') || response.getStatus() >= 400 || response.getHeader('Cache-Control')) return
    const settings = await app.container.make(SiteSettings)
    await settings.refresh()
    const days = settings.get<number>(PUBLIC_FILES_CACHE_DAYS, 7)
    response.header('Cache-Control', days > 0 ? `public, max-age=${Math.round(days * 86_400)}` : 'no-cache')
  }
}
