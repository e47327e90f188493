import User from '#core/accounts/server/models/user'
import SocialProfile from '#core/accounts/server/models/social_profile'
import { PermissionResolver } from '#core/accounts/server/services/permission_resolver'
import type {
  AccessToken,
  Account,
  AccountRelation,
  AccountRelations,
  AccountWith,
} from '#core/accounts/shared/account_types'

const permissions = new PermissionResolver()

/** Relations `GET users/{id}` may load with `with=` (core/kernel/http/relations.ts allow-list). */
export const USER_RELATIONS = ['roles', 'permissions', 'social_profiles', 'tokens'] as const satisfies readonly AccountRelation[]

/**
 * The full account (spec section 3, User) for its owner or an admin. The
 * two-factor secret and recovery codes never leave the server: the client
 * learns the setup state from `two_factor_confirmed_at` and
 * `has_recovery_codes` (codes present and not confirmed = awaiting
 * confirmation).
 */
export async function serializeAccount<Loaded extends AccountRelation = never>(
  user: User,
  relations: readonly Loaded[] = []
): Promise<AccountWith<Loaded>> {
  const wanted = new Set<AccountRelation>(relations)
  const account: Account = {
    id: user.id,
    name: user.name,
    image: user.image,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    email_verified_at: user.emailVerifiedAt?.toISO() ?? null,
    banned_at: user.bannedAt?.toISO() ?? null,
    language: user.language,
    country: user.country,
    timezone: user.timezone,
    unread_notifications_count: 0,
    two_factor_confirmed_at: user.twoFactorConfirmedAt?.toISO() ?? null,
    has_recovery_codes: Boolean(
      user.twoFactorRecoveryCodes && JSON.parse(user.twoFactorRecoveryCodes).length
    ),
    created_at: user.createdAt?.toISO() ?? null,
  }
  const loaded: Partial<AccountRelations> = {}
  if (wanted.has('roles')) loaded.roles = await permissions.rolesOf(user.id)
  if (wanted.has('permissions')) loaded.permissions = await permissions.permissionsOf(user.id)
  if (wanted.has('social_profiles')) {
    const profiles = await SocialProfile.query().where('user_id', user.id).orderBy('id')
    loaded.social_profiles = profiles.map((profile) => ({
      id: profile.id,
      service_name: profile.serviceName,
      username: profile.username,
      created_at: profile.createdAt.toISO(),
    }))
  }
  if (wanted.has('tokens')) loaded.tokens = await accessTokensOf(user)
  // Each relation asked for was loaded just above; TypeScript cannot follow a Set from `Loaded` to keys.
  return { ...account, ...loaded } as AccountWith<Loaded>
}

/** Spec section 3, Access token: id, name, last_used_at (never the token or its hash). */
export async function accessTokensOf(user: User): Promise<AccessToken[]> {
  const tokens = await User.accessTokens.all(user)
  return tokens.map((token) => ({
    id: Number(token.identifier),
    name: token.name,
    last_used_at: token.lastUsedAt?.toISOString() ?? null,
    created_at: token.createdAt.toISOString(),
  }))
}
