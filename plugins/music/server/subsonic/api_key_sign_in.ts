import { AccessToken } from '@adonisjs/auth/access_tokens'
import User, { ACCESS_TOKENS } from '#core/accounts/server/models/user'
import { readRows } from '#core/kernel/database/read_rows'
import { ReadCache } from '#core/kernel/cache/read_cache'
import { toIso } from '../services/shared/time.js'
import { lastUsedMarker } from './last_used.js'

/** What apiKey sign-in reads: the token's stored row (its digest, never the token) and its owner's users row. */
interface StoredApiKey {
  token: Record<string, unknown>
  user: Record<string, unknown>
}

/**
 * API access tokens by id, with their owners, as sign-in by apiKey reads
 * them. An app sends its key with every request: the library's verify()
 * reads the token and writes its last_used_at each time, then the owner is
 * read. These reads are kept until the next write (ReadCache), as the app
 * password sign-in's are: revoking a token (its owner or an admin),
 * suspending or deleting the account are writes. The key itself is checked
 * against the kept digest per request, and its expiry too.
 */
const apiKeyAccounts = new ReadCache<StoredApiKey | null>('subsonic.api_key_accounts')

const markUsed = lastUsedMarker(ACCESS_TOKENS.table, () => new Date())

/** The active or suspended account an apiKey belongs to, or null for an unknown, wrong or expired key. */
export async function userByApiKey(apiKey: string): Promise<User | null> {
  const decoded = AccessToken.decode(ACCESS_TOKENS.prefix, apiKey)
  const id = Number(decoded?.identifier)
  if (!decoded || !Number.isSafeInteger(id)) return null
  const stored = await apiKeyAccounts.get(String(id), () => readApiKey(id), (found) => found !== null)
  if (!stored) return null
  const token = asAccessToken(stored.token)
  if (!token.verify(decoded.secret) || token.isExpired()) return null
  await markUsed(id, token.lastUsedAt?.getTime() ?? 0)
  return User.$createFromAdapterResult(stored.user)!
}

async function readApiKey(id: number): Promise<StoredApiKey | null> {
  const [token] = await readRows(`SELECT * FROM ${ACCESS_TOKENS.table} WHERE id = ? AND type = ? LIMIT 1`, [id, ACCESS_TOKENS.type])
  if (!token) return null
  const [user] = await readRows('SELECT * FROM users WHERE id = ? LIMIT 1', [token.tokenable_id])
  return user ? { token, user } : null
}

/** The stored row as the library's token (its digest check and expiry), dates as either database returns them. */
function asAccessToken(row: Record<string, unknown>) {
  const date = (value: unknown) => (value === null || value === undefined ? null : new Date(toIso(value)!))
  return new AccessToken({
    identifier: row.id as number,
    tokenableId: row.tokenable_id as number,
    type: String(row.type),
    name: (row.name as string | null) ?? null,
    hash: String(row.hash),
    createdAt: date(row.created_at)!,
    updatedAt: date(row.updated_at)!,
    lastUsedAt: date(row.last_used_at),
    expiresAt: date(row.expires_at),
  })
}
