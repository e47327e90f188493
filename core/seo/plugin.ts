import { definePlugin } from '#core/kernel/contract'
import { SITEMAP_BUILD_LOCK } from './locks.js'
import { DEFAULT_ROBOTS_TXT, ROBOTS_TXT } from './shared/seo_settings.js'
import { seoRootRoutes, seoRoutes } from './server/routes.js'

/**
 * What search engines read besides the pages' heads: sitemap.xml (every
 * module's public pages, manifest `sitemaps`, rebuilt daily) and robots.txt.
 * The pages' title and description templates are their modules' settings
 * (manifest `seo[].templates`); all of it is edited in the appearance editor.
 */
export default definePlugin({
  id: 'seo',
  name: 'SEO',
  description: 'sitemap.xml, robots.txt and the SEO settings of the appearance editor.',
  settings: {
    defaults: { [ROBOTS_TXT]: DEFAULT_ROBOTS_TXT },
    schema: {
      [ROBOTS_TXT]: {
        type: 'text',
        label: 'robots.txt',
        description: 'Rules for search engines. A line pointing at the sitemap is added unless you write your own.',
        group: 'seo-settings',
        validation: { max: 10_000 },
      },
    },
  },
  routes: seoRoutes,
  rootRoutes: seoRootRoutes,
  web: 'web/index.ts',
  jobs: [() => import('./server/jobs/build_sitemap_job.js')],
  schedules: [{ job: 'seo.build_sitemap', cron: '17 3 * * *' }],
  locks: [SITEMAP_BUILD_LOCK],
})
