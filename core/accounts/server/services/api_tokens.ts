import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * Ends every API token of an account. Called when its password changes or
 * is reset: whoever had the old password may have made tokens with it, and
 * a token must not outlive the password that let it be made.
 */
export async function endApiTokens(userId: number, trx: TransactionClientContract) {
  await trx.from('auth_access_tokens').where('tokenable_id', userId).delete()
}
