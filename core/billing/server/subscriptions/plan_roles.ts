import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { isValid } from './subscription_state.js'
import { sqlTime } from '../plans/plan_rows.js'

/**
 * What a plan grants reaches the person through the roles they hold (the
 * accounts module's permissions and restrictions, unchanged): a valid
 * subscription gives its plan's role, and takes it back when it stops being
 * valid. A role the person held before (an admin gave it) is never taken:
 * only one this subscription gave (`granted_role_id`).
 */
export async function syncPlanRoles(trx: TransactionClientContract, userId: number, graceDays: number) {
  const subscriptions = await trx
    .from('billing_subscriptions')
    .leftJoin('billing_products', 'billing_products.id', 'billing_subscriptions.product_id')
    .where('billing_subscriptions.user_id', userId)
    .select('billing_subscriptions.id', 'billing_subscriptions.status', 'billing_subscriptions.past_due_since', 'billing_subscriptions.ended_at', 'billing_subscriptions.granted_role_id', 'billing_products.role_id')
  const wanted = new Set(subscriptions.filter((row) => isValid(row, graceDays) && row.role_id).map((row) => Number(row.role_id)))
  const held = new Set((await trx.from('user_roles').where('user_id', userId).select('role_id')).map((row) => Number(row.role_id)))

  for (const row of subscriptions) {
    const granted = row.granted_role_id === null ? null : Number(row.granted_role_id)
    if (granted !== null && !wanted.has(granted)) {
      // Another subscription of this person may have given the same role: it goes only when none wants it.
      await trx.from('user_roles').where({ user_id: userId, role_id: granted }).delete()
      held.delete(granted)
      await trx.from('billing_subscriptions').where('id', row.id).update({ granted_role_id: null })
    }
  }
  for (const row of subscriptions) {
    const role = row.role_id === null ? null : Number(row.role_id)
    if (role === null || !wanted.has(role) || held.has(role) || !isValid(row, graceDays)) continue
    await trx.insertQuery().table('user_roles').insert({ user_id: userId, role_id: role, created_at: sqlTime(DateTime.utc()) })
    held.add(role)
    await trx.from('billing_subscriptions').where('id', row.id).update({ granted_role_id: role })
  }
}
