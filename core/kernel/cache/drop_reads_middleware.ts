import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { dropReads, SITE_DATA } from './read_cache.js'

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The tags a route's writes change, when it named them (changesReads). */
const namedTags = new WeakMap<HttpContext, string[]>()

/**
 * Route middleware naming what a write route changes, when that is less than
 * everything the site shows: `router.post('tracks/:id/plays', ...).use(changesReads([]))`
 * for a route that drops what it changed itself (the listener's history).
 */
export function changesReads(tags: string[]) {
  return function namesChangedReads(ctx: HttpContext, next: NextFn) {
    namedTags.set(ctx, tags)
    return next()
  }
}

/**
 * After a request that may have written (any method but GET, HEAD and
 * OPTIONS) and was not refused (4xx: nothing written), drops the read caches'
 * entries of what it changed, on every node, before the response leaves: the
 * tags its route named, or SITE_DATA. A write is seen on the writer's next
 * read, wherever that read lands.
 */
export default class DropReadsMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const response = await next()
    const status = ctx.response.getStatus()
    if (READ_METHODS.has(ctx.request.method()) || (status >= 400 && status < 500)) return response
    const tags = namedTags.get(ctx) ?? [SITE_DATA]
    if (tags.length) await dropReads(tags)
    return response
  }
}
