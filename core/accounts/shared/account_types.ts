/**
 * The account API's shapes (spec section 3: User, Session, Access token),
 * declared once: the server's serializers are typed against them and the
 * account screens read them, so a change on one side breaks the other at
 * typecheck.
 */
import type { BootstrapUser } from '../../kernel/shared/bootstrap_data.js'

/**
 * The account's own fields, as every answer carrying the account has them.
 * The kernel declares the signed-in user of the bootstrap data without
 * importing this module, so the account is derived from it rather than
 * written twice: the bootstrap user is this account with its roles and
 * permissions loaded and billing's subscriptions added.
 */
export type Account = Omit<BootstrapUser, 'roles' | 'permissions' | 'subscriptions'>

export interface SocialProfile {
  id: number
  service_name: string
  username: string | null
  created_at: string | null
}

/** An API token as listed: never the token or its hash. */
export interface AccessToken {
  id: number
  /** Null only for a token made outside the API (the API requires a name). */
  name: string | null
  last_used_at: string | null
  created_at: string
}

/** What `GET users/{id}?with=` may add to the account (the server's USER_RELATIONS). */
export interface AccountRelations {
  roles: BootstrapUser['roles']
  permissions: BootstrapUser['permissions']
  social_profiles: SocialProfile[]
  tokens: AccessToken[]
}

export type AccountRelation = keyof AccountRelations

/** The account with the relations a request asked for. */
export type AccountWith<Loaded extends AccountRelation = never> = Account & Pick<AccountRelations, Loaded>

/** The account as the web app keeps it: any relation may have been loaded. */
export type AccountUser = Account & Partial<AccountRelations>

/** GET users/me, PUT users/{id}, the avatar calls and two-factor confirm/disable. */
export interface AccountResponse {
  user: AccountUser
}

/** POST access-tokens: the plain token is shown once, in this answer only (the server keeps its digest). */
export interface CreatedAccessToken {
  token: AccessToken
  plainTextToken: string
}

/** A browser signed in to the account. */
export interface UserSession {
  id: number
  device_type: 'mobile' | 'tablet' | 'other'
  platform: string | null
  browser: string | null
  city: string | null
  country: string | null
  ip_address: string | null
  last_active: string | null
  is_current_device: boolean
}

/** GET user-sessions and POST user-sessions/logout-other. */
export interface UserSessionsResponse {
  sessions: UserSession[]
}

/** The two-factor calls (spec section 4): the account, and new recovery codes when some were made. */
export interface TwoFactorResponse {
  user: AccountUser
  /** Plain text, in this answer only: shown once for the person to store. */
  recovery_codes?: string[]
}

/** GET auth/user/two-factor/qr-code: what an authenticator app needs. */
export interface TwoFactorQrCode {
  svg: string
  secret: string
}
