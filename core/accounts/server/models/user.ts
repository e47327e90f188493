import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, computed, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import { DbAccessTokensProvider } from '@adonisjs/auth/access_tokens'
import { DbRememberMeTokensProvider } from '@adonisjs/auth/session'
import SocialProfile from './social_profile.js'

const AuthFinder = withAuthFinder(() => hash.use('scrypt'), {
  uids: ['email'],
  passwordColumnName: 'password',
})

/**
 * What a person is called where others can see it: first and last name,
 * else "User {id}". Never anything taken from the email address, which
 * would tell others how to reach them (or who they are).
 */
export function accountName(account: { id: number; firstName: string | null; lastName: string | null }) {
  const full = [account.firstName, account.lastName].filter(Boolean).join(' ').trim()
  return full || `User ${account.id}`
}

/** Where and how API access tokens are stored (readers outside the provider, such as Subsonic's apiKey sign-in, need the same). */
export const ACCESS_TOKENS = { table: 'auth_access_tokens', prefix: 'cdz_', type: 'auth_token' } as const

export default class User extends compose(BaseModel, AuthFinder) {
  /** 'Stay signed in' cookies of the session guard (config/auth.ts). */
  static rememberMeTokens = DbRememberMeTokensProvider.forModel(User, { table: 'remember_me_tokens' })

  /** API access tokens: `Authorization: Bearer cdz_...` (the `api` guard). */
  static accessTokens = DbAccessTokensProvider.forModel(User, ACCESS_TOKENS)

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare email: string

  @column({ serializeAs: null })
  declare password: string | null

  @column()
  declare firstName: string | null

  @column()
  declare lastName: string | null

  @column()
  declare image: string | null

  @column()
  declare language: string | null

  @column()
  declare country: string | null

  @column()
  declare timezone: string

  @column.dateTime()
  declare emailVerifiedAt: DateTime | null

  @column.dateTime()
  declare bannedAt: DateTime | null

  /** Why an admin suspended the account (shown to admins only). */
  @column({ serializeAs: null })
  declare banReason: string | null

  @column({ serializeAs: null })
  declare twoFactorSecret: string | null

  @column({ serializeAs: null })
  declare twoFactorRecoveryCodes: string | null

  @column.dateTime()
  declare twoFactorConfirmedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @hasMany(() => SocialProfile)
  declare socialProfiles: HasMany<typeof SocialProfile>

  /** Display name (accountName): never derived from the email. */
  @computed()
  get name() {
    return accountName(this)
  }
}
