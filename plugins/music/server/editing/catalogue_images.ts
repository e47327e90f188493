import type { MultipartFile } from '@adonisjs/core/bodyparser'
import db from '@adonisjs/lucid/services/db'
import { recordAudit } from '#core/audit/server/record_audit'
import { PublicImageStore } from '#core/accounts/server/services/public_images'
import { notFound } from '../services/shared/errors.js'
import { sqlNow } from '../services/shared/time.js'
import { assertEditable, type EditorScope } from './editor_scope.js'

/** Square covers, large enough for the album page's header on a retina screen. */
const covers = new PublicImageStore('covers', { maxBytes: 10 * 1024 * 1024, box: { width: 1400, height: 1400 } })
const artistImages = new PublicImageStore('artist-images', { maxBytes: 10 * 1024 * 1024, box: { width: 2000, height: 2000 } })

const TARGETS = {
  track: { table: 'tracks', store: covers },
  album: { table: 'albums', store: covers },
  artist: { table: 'artists', store: artistImages },
} as const
export type ImageTarget = keyof typeof TARGETS

/**
 * Stores an uploaded image (checked by its bytes and re-encoded by the
 * store) and points the row at it, or clears it when `file` is null. The
 * image replaced is deleted once the change is committed, when the same
 * person stored it (the store refuses anyone else's). Returns the new URL.
 */
export async function replaceImage(scope: EditorScope, type: ImageTarget, id: number, file: MultipartFile | null): Promise<string | null> {
  const { table, store } = TARGETS[type]
  await assertEditable(scope, type, id)
  return swapRowImage({ table, subject: type, id, store, userId: scope.userId, file })
}

/**
 * Points a row's `image` at a newly stored upload (or at nothing), audited
 * as an update of `subject`, in a transaction; the file is never left
 * without a row pointing at it, and the replaced one is deleted after the
 * commit (when `userId` stored it). Shared by the editors and the admin's
 * genres.
 */
export async function swapRowImage(target: { table: string; subject: string; id: number; store: PublicImageStore; userId: number; file: MultipartFile | null }): Promise<string | null> {
  const { table, subject, id, store, userId, file } = target
  const url = file ? await store.storeUpload(userId, file) : null
  let previous: string | null
  try {
    previous = await db.transaction(async (trx) => {
      const before = await trx.from(table).where('id', id).forUpdate().first()
      if (!before) throw notFound()
      await trx.from(table).where('id', id).update({ image: url, updated_at: sqlNow() })
      await recordAudit(trx, { action: `${subject}.updated`, subject: { type: subject, id }, before, after: await trx.from(table).where('id', id).first() })
      return (before.image as string | null) ?? null
    })
  } catch (error) {
    // Never leave a stored file that no row points at.
    await store.deleteStored(userId, url)
    throw error
  }
  if (previous && previous !== url) await store.deleteStored(userId, previous)
  return url
}
