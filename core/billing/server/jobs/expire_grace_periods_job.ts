import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { dropReads } from '#core/kernel/cache/read_cache'
import { sqlTime } from '../plans/plan_rows.js'
import { gracePeriodDays } from '../subscriptions/apply_subscription.js'
import { syncPlanRoles } from '../subscriptions/plan_roles.js'

/**
 * A past_due subscription keeps its plan's role for the grace period only,
 * and no event says when that ends: this takes the role back from those
 * whose grace period is over (scheduled every 10 minutes by the manifest).
 */
export default class ExpireGracePeriodsJob extends Job<Record<string, never>> {
  static options: JobOptions = { name: 'billing.expire_grace_periods', maxRetries: 0 }

  async execute() {
    await expireGracePeriods()
  }
}

export async function expireGracePeriods() {
  const graceDays = await gracePeriodDays()
  const cutoff = sqlTime(DateTime.utc().minus({ days: graceDays }))
  const rows = await db.from('billing_subscriptions').where('status', 'past_due').where('past_due_since', '<=', cutoff!).whereNotNull('granted_role_id').distinct('user_id')
  for (const row of rows) await db.transaction((trx) => syncPlanRoles(trx, Number(row.user_id), graceDays))
  if (rows.length) await dropReads()
  return rows.length
}
