import type { AccountGate } from '../account_gate_state.js'
import { SuspendedScreen } from './suspended_screen.js'
import { VerifyEmailScreen } from './verify_email_screen.js'

/** The screen that stands in for the whole app while the account is gated (spec section 4). */
export default function AccountGateScreen({ gate }: { gate: AccountGate }) {
  return gate === 'verify-email' ? <VerifyEmailScreen /> : <SuspendedScreen />
}
