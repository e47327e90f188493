import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { PublicImageStore } from '#core/accounts/server/services/public_images'

/** Wide banners: larger than avatars, still small enough for the page to load fast. */
export const HEADER_IMAGE_MAX_BYTES = 5 * 1024 * 1024

/** Drawn across the top of the profile page: wide enough for large screens. */
export const headerImages = new PublicImageStore('profile-headers', {
  maxBytes: HEADER_IMAGE_MAX_BYTES,
  box: { width: 2400, height: 1200 },
})

export interface ProfileChanges {
  display_name?: string | null
  bio?: string | null
  city?: string | null
  country?: string | null
  links?: Array<{ url: string; title: string }>
}

/** Empty texts are stored as "not set", so the page falls back to defaults. */
function columnsOf(changes: ProfileChanges) {
  const columns: Record<string, string | null> = {}
  for (const key of ['display_name', 'bio', 'city', 'country'] as const) {
    if (key in changes) columns[key] = changes[key] || null
  }
  if (changes.links) columns.links = changes.links.length ? JSON.stringify(changes.links) : null
  return columns
}

/**
 * Writes profile columns, creating the row on first edit; returns the row as
 * it was before the change (all empty when new). The first statement makes
 * the row exist and takes its write lock at once: locking a row that did not
 * exist yet (MariaDB locks the gap) or sharing a read lock on it let two
 * first edits at once deadlock each other.
 */
async function upsertProfile(userId: number, columns: Record<string, string | null>, trx: TransactionClientContract) {
  const now = new Date()
  await trx.table('profiles').insert({ user_id: userId, created_at: now, updated_at: now }).onConflict('user_id').merge(['updated_at'])
  const existing = await trx.from('profiles').where('user_id', userId).firstOrFail()
  await trx.from('profiles').where('user_id', userId).update({ ...columns, updated_at: now })
  return existing
}

export async function updateProfile(userId: number, changes: ProfileChanges) {
  const columns = columnsOf(changes)
  if (!Object.keys(columns).length) return
  await db.transaction((trx) => upsertProfile(userId, columns, trx))
}

/**
 * Points the profile at a new header image (or none) and returns the one it
 * replaces, for the caller to delete once the change is committed.
 */
export async function replaceHeaderImage(userId: number, url: string | null): Promise<string | null> {
  return db.transaction(async (trx) => {
    const previous = await upsertProfile(userId, { header_image: url }, trx)
    return previous?.header_image ?? null
  })
}
