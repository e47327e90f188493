import db from '@adonisjs/lucid/services/db'
import { MORPH } from '../../models/columns.js'
import { invalid } from '../shared/errors.js'
import { sqlNow } from '../shared/time.js'
import type { Viewer } from '../shared/viewer.js'
import { setPlaylistFollow } from '../playlists/playlist_actions.js'
import { findTarget } from './targets.js'
import { notifyNewFollower } from '../../notifications/send.js'

type SignedIn = Viewer & { userId: number }

export const LIKEABLE = [MORPH.track, MORPH.album, MORPH.artist] as const
export const FOLLOWABLE = [MORPH.artist, MORPH.user, MORPH.playlist] as const
export const REPOSTABLE = [MORPH.track, MORPH.album] as const

/** Idempotent: liking twice or unliking what was never liked is not an error. */
export async function setLike(viewer: SignedIn, type: (typeof LIKEABLE)[number], id: number, on: boolean) {
  await findTarget(type, id, viewer)
  const key = { user_id: viewer.userId, likeable_type: type, likeable_id: id }
  if (!on) return void (await db.from('likes').where(key).delete())
  await db.knexQuery().table('likes').insert({ ...key, created_at: sqlNow() }).onConflict(['user_id', 'likeable_type', 'likeable_id']).ignore()
}

export async function setRepost(viewer: SignedIn, type: (typeof REPOSTABLE)[number], id: number, on: boolean) {
  await findTarget(type, id, viewer)
  const key = { user_id: viewer.userId, repostable_type: type, repostable_id: id }
  if (!on) return void (await db.from('reposts').where(key).delete())
  await db.knexQuery().table('reposts').insert({ ...key, created_at: sqlNow() }).onConflict(['user_id', 'repostable_type', 'repostable_id']).ignore()
}

/**
 * Follows an artist or a user (or a playlist, kept with the playlist's
 * people). An artist's followers_count is recounted in the same transaction,
 * so it stays exact under concurrent follows.
 */
export async function setFollow(viewer: SignedIn, type: (typeof FOLLOWABLE)[number], id: number, on: boolean) {
  if (type === MORPH.playlist) return setPlaylistFollow(id, viewer, on)
  if (type === MORPH.user && id === viewer.userId) throw invalid('id', 'You cannot follow yourself.')
  await findTarget(type, id, viewer)
  const isNew = await db.transaction(async (trx) => {
    const key = { follower_id: viewer.userId, followable_type: type, followable_id: id }
    const existed = Boolean(await trx.from('follows').where(key).first())
    if (on) {
      await trx.knexQuery().table('follows').insert({ ...key, created_at: sqlNow() }).onConflict(['follower_id', 'followable_type', 'followable_id']).ignore()
    } else {
      await trx.from('follows').where(key).delete()
    }
    if (type === MORPH.artist) {
      const followers = trx.raw('(SELECT COUNT(*) FROM follows WHERE followable_type = ? AND followable_id = ?)', [MORPH.artist, id])
      await trx.from('artists').where('id', id).update({ followers_count: followers })
    }
    return on && !existed
  })
  if (isNew) await notifyNewFollower(viewer.userId, type, id)
}
