import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { accountGateOf } from '../account_gate_state.js'
import { SuspendedScreen } from './suspended_screen.js'
import { VerifyEmailScreen } from './verify_email_screen.js'

/** The screen that stands in for the whole app while the account is gated (spec section 4). */
export default function AccountGateScreen() {
  return accountGateOf(useBootstrap()) === 'verify-email' ? <VerifyEmailScreen /> : <SuspendedScreen />
}
