import type { AccountUser } from '../../../../shared/account_types.js'

export type TwoFactorState = 'disabled' | 'awaiting-confirmation' | 'enabled'

/**
 * Spec section 4, two-factor setup: confirmed means enabled; recovery codes
 * without a confirmation mean the setup waits for a first code; else off.
 */
export function twoFactorStateOf(
  user: Pick<AccountUser, 'two_factor_confirmed_at' | 'has_recovery_codes'>
): TwoFactorState {
  if (user.two_factor_confirmed_at) return 'enabled'
  if (user.has_recovery_codes) return 'awaiting-confirmation'
  return 'disabled'
}
