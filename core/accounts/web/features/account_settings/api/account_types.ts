/** The signed-in person's account as GET users/me returns it (spec section 3, User). */
export interface AccountUser {
  id: number
  name: string
  first_name: string | null
  last_name: string | null
  image: string | null
  email: string
  language: string | null
  country: string | null
  timezone: string | null
  two_factor_confirmed_at: string | null
  /** Recovery codes exist (their plain text is only ever in the answer that created them). */
  has_recovery_codes?: boolean
  roles?: Array<{ id: number; name: string }>
  social_profiles?: SocialProfile[]
  tokens?: AccessToken[]
}

export interface SocialProfile {
  service_name: string
  username: string | null
}

/** Spec section 3, Access token. */
export interface AccessToken {
  id: number
  name: string
  last_used_at: string | null
  created_at?: string | null
}

/** Spec section 3, Session. */
export interface UserSession {
  id: number | string
  device_type: 'mobile' | 'tablet' | 'other'
  platform: string | null
  browser: string | null
  city: string | null
  country: string | null
  ip_address: string | null
  last_active: string | null
  is_current_device: boolean
}

export interface AccountResponse {
  user: AccountUser
}
