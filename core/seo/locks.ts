import { defineLock } from '#core/kernel/contract'

/** One sitemap build at a time, across workers and app nodes; a crashed build frees it after the ttl. */
export const SITEMAP_BUILD_LOCK = defineLock({ name: 'seo.sitemap_build', ttl: '1h', description: 'Rebuilding sitemap.xml' })
