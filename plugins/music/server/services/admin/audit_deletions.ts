import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { recordAudit } from '#core/audit/server/record_audit'

/**
 * Deletes the rows of `table` with these ids and records one audit entry per
 * deleted row (its columns as they were), inside the caller's transaction.
 * Ids that do not exist are skipped; returns how many went.
 */
export async function deleteAudited(trx: TransactionClientContract, table: string, ids: number[], subjectType: string) {
  const rows = await trx.from(table).whereIn('id', ids)
  if (!rows.length) return 0
  await trx.from(table).whereIn('id', rows.map((row) => row.id)).delete()
  for (const row of rows) await recordAudit(trx, { action: `${subjectType}.deleted`, subject: { type: subjectType, id: row.id }, before: row, after: null })
  return rows.length
}
