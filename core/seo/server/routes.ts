import type { PluginRouter } from '#core/kernel/contract'
import { can } from '#core/kernel/http/guards'
import { APPEARANCE_UPDATE } from '#core/appearance/permissions'

const SitemapController = () => import('./controllers/sitemap_controller.js')
const RobotsController = () => import('./controllers/robots_controller.js')
const OembedController = () => import('./controllers/oembed_controller.js')
const SeoPagesController = () => import('./controllers/seo_pages_controller.js')

/** At the site's root, where crawlers look for them. */
export function seoRootRoutes(router: PluginRouter) {
  router.get('/robots.txt', [RobotsController, 'show']).as('robots')
  router.get('/sitemap.xml', [SitemapController, 'index']).as('sitemap.index')
  router.get('/sitemaps/:folder/:file', [SitemapController, 'file']).as('sitemap.file')
  // Where consumers are sent by each embeddable page's <link rel="alternate" type="application/json+oembed">.
  router.get('/oembed', [OembedController, 'show']).as('oembed')
}

/** The appearance editor's "SEO settings" section (its permission). */
export function seoRoutes(router: PluginRouter) {
  router.get('/seo/pages', [SeoPagesController, 'index']).use(can(APPEARANCE_UPDATE)).as('seo.pages').docs({ summary: 'SEO pages with their template variables and a real sample each, for the appearance editor' })
}
