/** Payloads of the sign-in calls (spec section 7); their answers are in core/accounts/shared/sign_in_types.ts. */
export interface LoginPayload {
  email: string
  password: string
  remember: boolean
  recaptcha_token?: string | null
}

export type TwoFactorChallengePayload = { code: string } | { recovery_code: string }

export interface RegisterPayload {
  email: string
  password: string
  password_confirmation: string
  invite_id?: string
  invite_type?: string
  recaptcha_token?: string | null
  /** One flag per registration policy, keyed by the policy's id. */
  [policy: string]: unknown
}

export interface ResetPasswordPayload {
  token: string
  email: string
  password: string
  password_confirmation: string
}

export const AUTH_PATHS = {
  login: 'auth/login',
  twoFactorChallenge: 'auth/two-factor-challenge',
  register: 'auth/register',
  forgotPassword: 'auth/forgot-password',
  resetPassword: 'auth/reset-password',
  socialConnectWithPassword: 'secure/auth/social/connect',
} as const
