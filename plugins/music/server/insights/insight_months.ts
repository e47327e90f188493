import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { dayText } from '#core/kernel/reports/daily_rollups'
import { monthRollupStatements, monthsBetween } from './insight_month_sql.js'

/**
 * Recounts the monthly sums of every month from `from` to `to` (dates or
 * days), each month in a transaction: the daily roll-up calls it for the
 * month of the day it recounted, the migration for every month already
 * rolled up.
 */
export async function rollUpInsightMonths(client: QueryClientContract, range: { from: unknown; to: unknown }) {
  for (const month of monthsBetween(dayText(range.from), dayText(range.to))) {
    await client.transaction(async (trx) => {
      for (const statement of monthRollupStatements(month)) await trx.rawQuery(statement.sql, statement.bindings)
    })
  }
}
