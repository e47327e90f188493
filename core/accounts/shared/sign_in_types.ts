/**
 * The sign-in calls' answers (spec section 7: auth/login, auth/register,
 * auth/two-factor-challenge, secure/auth/social/connect), declared once: the
 * controllers return them with `satisfies` and the sign-in screens read them,
 * so a renamed field breaks the other side at typecheck.
 */
import type { BootstrapData } from '../../kernel/shared/bootstrap_data.js'

/** Signed in: the app restarts from this bootstrap data. */
export interface SignedIn {
  bootstrapData: BootstrapData
}

/** POST auth/login: signed in, or the account has two-factor authentication and the challenge comes next. */
export type LoginResponse = SignedIn | { two_factor: true }

/** POST auth/two-factor-challenge and POST secure/auth/social/connect. */
export type TwoFactorChallengeResponse = SignedIn
export type SocialConnectResponse = SignedIn

/** 'needs_email_verification' sends the new user home, to the verification screen (spec section 4). */
export const NEEDS_EMAIL_VERIFICATION = 'needs_email_verification'

/** POST auth/register. */
export interface RegisterResponse extends SignedIn {
  status: 'success' | typeof NEEDS_EMAIL_VERIFICATION
}
