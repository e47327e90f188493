import db from '@adonisjs/lucid/services/db'
import { moduleLock } from '#core/kernel/locks'
import { dayBounds, daysToRollUp, dayText, replaceDailyRollup, utcDay, type TopRow } from '#core/kernel/reports/daily_rollups'
import { VISIT_ROLLUPS_LOCK } from '../../locks.js'
import { VISIT_DIMENSIONS, VISIT_ROLLUPS } from './visit_rollup_tables.js'
import { forgetPastSalts } from './visitor_salt.js'

/**
 * Recounts the visitors report's roll-ups of every day since the last one
 * (normally today, and yesterday just after midnight) from the page views,
 * then deletes the page views and salts of the days that are over: from
 * then on only the day's counts remain. Scheduled by the manifest
 * (jobs/roll_up_visits_job.ts); one recount at a time across app nodes.
 * Returns the days recounted.
 */
export async function rollUpVisits(): Promise<string[]> {
  const [, days] = await moduleLock(VISIT_ROLLUPS_LOCK).runImmediately(async () => {
    const recounted = await daysToRollUp(VISIT_ROLLUPS, oldestPageViewDay)
    for (const day of recounted) await rollUpVisitsOfDay(day)
    await db.from('page_views').where('created_at', '<', dayBounds(utcDay())[0]).delete()
    await forgetPastSalts()
    return recounted
  })
  return days ?? []
}

/** One day's page views and unique visitors, and per dimension its values with the most visitors. */
export async function rollUpVisitsOfDay(day: string) {
  const [from, to] = dayBounds(day)
  const ofDay = () => db.from('page_views').where('created_at', '>=', from).where('created_at', '<', to)
  const [totals] = await ofDay().count('* as page_views').countDistinct('visitor as visitors')
  const top: TopRow[] = []
  for (const [dimension, column] of Object.entries(VISIT_DIMENSIONS)) {
    const rows: Array<{ value: unknown; page_views: unknown; visitors: unknown }> = await ofDay()
      .groupBy(column)
      .select(`${column} as value`)
      .count('* as page_views')
      .countDistinct('visitor as visitors')
    for (const row of rows) top.push({ dimension, value: String(row.value ?? ''), page_views: Number(row.page_views), visitors: Number(row.visitors) })
  }
  await replaceDailyRollup(VISIT_ROLLUPS, day, { page_views: Number(totals.page_views), visitors: Number(totals.visitors) }, top, 'visitors')
}

async function oldestPageViewDay() {
  const [row] = await db.from('page_views').min('created_at as first')
  return row?.first ? dayText(row.first) : null
}
