import type { BootstrapData } from '../../../../kernel/shared/bootstrap_data.js'

export type AccountGate = 'verify-email' | 'suspended'

/**
 * Spec section 4, account gating: a user who must still confirm their email
 * sees the verification screen, a banned one the suspended screen; everyone
 * else (guests included) the app.
 */
export function accountGateOf(
  data: Pick<BootstrapData, 'user' | 'require_email_confirmation'>
): AccountGate | null {
  const { user } = data
  if (!user) return null
  if (data.require_email_confirmation && !user.email_verified_at) return 'verify-email'
  if (user.banned_at) return 'suspended'
  return null
}
