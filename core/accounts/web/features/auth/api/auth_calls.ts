import type { BootstrapPayload } from '@web/auth/use_apply_bootstrap.js'

/** Payloads and answers of the sign-in calls (spec section 7). */
export interface LoginPayload {
  email: string
  password: string
  remember: boolean
  recaptcha_token?: string | null
}

export interface LoginResponse {
  /** Set when the account has two-factor authentication: the challenge comes next. */
  two_factor?: boolean
  bootstrapData?: BootstrapPayload
}

export type TwoFactorChallengePayload = { code: string } | { recovery_code: string }

export interface TwoFactorChallengeResponse {
  bootstrapData?: BootstrapPayload
}

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

export interface RegisterResponse {
  bootstrapData?: BootstrapPayload
  /** 'needs_email_verification' sends the new user home, to the verification screen. */
  status?: string
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
