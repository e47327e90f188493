import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { QuotaExceeded } from '#core/kernel/http/quota_refusal'
import { MUSIC_VIEW } from '../../../permissions.js'
import { restrictionLimit } from '../shared/restriction_limit.js'

/** music.view's restriction: how many playlists a person may create (a plan's role raises it). */
export const PLAYLIST_COUNT_RESTRICTION = 'playlists'

/**
 * Refuses a new playlist when its owner already has as many as music.view's
 * `playlists` restriction allows (spec section 6: over quota at or above
 * the value): a 403 offering where to get more.
 */
export async function assertMayCreatePlaylist(userId: number, trx: TransactionClientContract) {
  const limit = await restrictionLimit(userId, MUSIC_VIEW, PLAYLIST_COUNT_RESTRICTION)
  if (limit === null) return
  const owned = await trx.from('playlists').where('owner_id', userId).count('* as total').first()
  if (Number(owned?.total ?? 0) >= limit) {
    throw new QuotaExceeded(limit ? `You can create up to ${limit} playlist${limit === 1 ? '' : 's'}. Delete one to make room.` : 'Your plan does not include playlists.')
  }
}
