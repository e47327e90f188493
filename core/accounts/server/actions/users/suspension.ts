import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '../../models/user.js'
import { keepingAnAdministrator } from '../../services/administrators.js'

/**
 * Suspends an account (spec section 4: banned_at shows the suspended screen)
 * with the admin's reason, in the caller's transaction. Its browsers and API
 * tokens are refused from their next request on (the guards read banned_at);
 * browsers are not signed out, so the person sees the suspended screen. The
 * last administrator cannot be suspended.
 */
export async function banUser(trx: TransactionClientContract, user: User, reason: string) {
  user.useTransaction(trx)
  await keepingAnAdministrator(trx, async () => {
    user.merge({ bannedAt: DateTime.now(), banReason: reason })
    await user.save()
  })
}

/** Lifts a suspension: the account works again as before. */
export async function unbanUser(trx: TransactionClientContract, user: User) {
  user.useTransaction(trx)
  user.merge({ bannedAt: null, banReason: null })
  await user.save()
}
