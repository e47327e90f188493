import { definePlugin } from '#core/kernel/contract'
import { VISIT_ROLLUPS_LOCK } from './locks.js'
import { RECORD_VISITORS } from './settings.js'
import { analyticsRoutes } from './server/routes.js'

/**
 * First-party visitor analytics: the web app reports each page it shows
 * (web/page_view_beacon.tsx), the server keeps a minimal row per view with
 * a visitor hash that changes every day (no address, no cookie), rolls them
 * up daily and supplies the admin report index's visitors tab. No request
 * leaves the site.
 */
export default definePlugin({
  id: 'analytics',
  name: 'Analytics',
  description: 'Page views and visitors of the public site, counted first-party, for the admin reports.',
  settings: {
    defaults: { [RECORD_VISITORS]: true },
    schema: {
      [RECORD_VISITORS]: {
        type: 'boolean',
        label: 'Count visitors',
        description:
          'Count page views and daily unique visitors of the public site for the admin reports. Nothing identifying is stored, and browsers that ask not to be tracked are not counted.',
        group: 'analytics',
      },
    },
  },
  routes: analyticsRoutes,
  jobs: [() => import('./server/jobs/roll_up_visits_job.js')],
  // The visitors report is at most this late.
  schedules: [{ job: 'analytics.roll_up_visits', every: '10m' }],
  locks: [VISIT_ROLLUPS_LOCK],
  reports: [{ name: 'visitors', label: 'Visitors', order: 20, source: () => import('./server/services/visitors_report.js') }],
  web: 'web/index.ts',
  lang: 'lang',
})
