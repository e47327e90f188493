import { defineZone } from '@web/kernel/zone.js'

/**
 * Cards on the admin overview, one row of widgets: each module may add its
 * own (the error log's recent errors). They all show the same period, which
 * starts at `since` (an ISO time) and ends now.
 */
export const ADMIN_OVERVIEW_WIDGETS = defineZone<{ since: string; periodLabel: string }>(
  'admin.overview-widgets'
)
