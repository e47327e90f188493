import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Playlist from '../../models/playlist.js'
import type { Viewer } from '../shared/viewer.js'
import { invalid } from '../shared/errors.js'
import { sqlNow } from '../shared/time.js'
import { whereVisible } from '../shared/visibility.js'
import { assertCanAdd, assertOwner, COLLABORATOR, FOLLOWER, playlistAccess } from './playlist_access.js'
import { notifyPlaylistChanged } from '../../notifications/send.js'
import { assertMayCreatePlaylist } from './playlist_quota.js'

export interface PlaylistInput {
  name?: string
  description?: string | null
  public?: boolean
  collaborative?: boolean
}

type SignedIn = Viewer & { userId: number }

/** A new playlist of the viewer's, within their playlist quota (playlist_quota.ts); in a workspace (workspaceId), the workspace's. */
export async function createPlaylist(viewer: SignedIn, input: PlaylistInput & { name: string }, workspaceId: number | null = null) {
  return db.transaction(async (trx) => {
    await assertMayCreatePlaylist(viewer.userId, trx)
    const playlist = await Playlist.create(
      {
        name: input.name,
        description: input.description ?? null,
        public: input.public ?? true,
        collaborative: input.collaborative ?? false,
        ownerId: viewer.userId,
        workspaceId,
        plays: 0,
        tracksCount: 0,
      },
      { client: trx }
    )
    return playlist.id
  })
}

export async function updatePlaylist(id: number, viewer: SignedIn, input: PlaylistInput) {
  assertOwner(await playlistAccess(id, viewer))
  await db.from('playlists').where('id', id).update({ ...columnsOf(input), updated_at: sqlNow() })
}

export async function deletePlaylist(id: number, viewer: SignedIn) {
  assertOwner(await playlistAccess(id, viewer))
  await db.from('playlists').where('id', id).delete()
}

/**
 * Appends tracks the actor may see, skipping ones already in the playlist.
 * The playlist row is locked (MySQL) so concurrent adds get distinct positions.
 */
export async function addTracks(id: number, viewer: SignedIn, trackIds: number[]) {
  // Asked before the transaction: the access rule reads workspace memberships, which SQLite's one connection could not serve beside it.
  assertCanAdd(await playlistAccess(id, viewer))
  const addedCount = await db.transaction(async (trx) => {
    await lockPlaylist(trx, id)
    const added = await appendRows(trx, id, viewer, trackIds)
    if (added) await touchCount(trx, id)
    return added
  })
  if (addedCount) await notifyPlaylistChanged(id, viewer.userId, addedCount)
  return addedCount
}

/** Removes tracks and closes the gaps they leave. */
export async function removeTracks(id: number, viewer: SignedIn, trackIds: number[]) {
  assertOwner(await playlistAccess(id, viewer))
  return db.transaction(async (trx) => {
    await lockPlaylist(trx, id)
    const removed = await removeRows(trx, id, trackIds)
    if (removed) await touchCount(trx, id)
    return removed
  })
}

/**
 * The owner's new list of songs, in one transaction: the tracks they may see
 * are replaced by `trackIds`, in that order (Subsonic's createPlaylist with a
 * playlistId). Tracks hidden from them (someone else's, made private since)
 * stay, first.
 */
export async function replaceTracks(id: number, viewer: SignedIn, trackIds: number[]) {
  assertOwner(await playlistAccess(id, viewer))
  const addedCount = await db.transaction(async (trx) => {
    await lockPlaylist(trx, id)
    const current = await whereVisible(trx.from('playlist_track').join('tracks', 'tracks.id', 'playlist_track.track_id').where('playlist_track.playlist_id', id), 'tracks', viewer).select(
      'playlist_track.track_id'
    )
    await removeRows(
      trx,
      id,
      current.map((row) => Number(row.track_id))
    )
    const added = await appendRows(trx, id, viewer, trackIds)
    await touchCount(trx, id)
    return added
  })
  if (addedCount) await notifyPlaylistChanged(id, viewer.userId, addedCount)
}

/** Appends the tracks not in the playlist yet, after its last; refused (422) when one of them is not visible to the actor. Returns how many. */
async function appendRows(trx: TransactionClientContract, id: number, viewer: SignedIn, trackIds: number[]) {
  const wanted = [...new Set(trackIds)]
  if (!wanted.length) return 0
  const visible = await whereVisible(trx.from('tracks').whereIn('id', wanted), 'tracks', viewer).select('id')
  if (visible.length !== wanted.length) throw invalid('track_ids', 'One of the tracks does not exist.')
  const present = new Set((await trx.from('playlist_track').where('playlist_id', id).whereIn('track_id', wanted).select('track_id')).map((row) => row.track_id))
  const added = wanted.filter((trackId) => !present.has(trackId))
  if (!added.length) return 0
  const last = await trx.from('playlist_track').where('playlist_id', id).max('position as position').first()
  const start = Number(last?.position ?? 0)
  const now = sqlNow()
  await trx
    .table('playlist_track')
    .multiInsert(added.map((trackId, index) => ({ playlist_id: id, track_id: trackId, position: start + index + 1, added_by: viewer.userId, created_at: now })))
  return added.length
}

/** Deletes the tracks' rows and closes the gaps they leave, in one UPDATE. Returns how many. */
async function removeRows(trx: TransactionClientContract, id: number, trackIds: number[]) {
  if (!trackIds.length) return 0
  const removed = (await trx.from('playlist_track').where('playlist_id', id).whereIn('track_id', trackIds).orderBy('position').select('position')).map((row) => Number(row.position))
  if (!removed.length) return 0
  await trx.from('playlist_track').where('playlist_id', id).whereIn('track_id', trackIds).delete()
  // A row after the k-th removed position moves up by k.
  const cases = removed
    .map((position, index) => ({ position, shift: index + 1 }))
    .reverse()
    .map(({ position, shift }) => `WHEN position > ${position} THEN ${shift}`)
    .join(' ')
  await trx
    .from('playlist_track')
    .where('playlist_id', id)
    .where('position', '>', removed[0])
    .update({ position: trx.raw(`position - CASE ${cases} ELSE 0 END`) })
  return removed.length
}

/** Moves one track to `position` (1-based, clamped), shifting the ones in between. */
export async function moveTrack(id: number, viewer: SignedIn, trackId: number, position: number) {
  assertOwner(await playlistAccess(id, viewer))
  await db.transaction(async (trx) => {
    await lockPlaylist(trx, id)
    const row = await trx.from('playlist_track').where({ playlist_id: id, track_id: trackId }).select('position').first()
    if (!row) throw invalid('track_id', 'The track is not in this playlist.')
    const count = await trackCount(trx, id)
    const from = Number(row.position)
    const to = Math.min(Math.max(position, 1), count)
    if (from === to) return
    const between = trx.from('playlist_track').where('playlist_id', id)
    if (to < from) await between.whereBetween('position', [to, from - 1]).increment('position', 1)
    else await between.whereBetween('position', [from + 1, to]).decrement('position', 1)
    await trx.from('playlist_track').where({ playlist_id: id, track_id: trackId }).update({ position: to })
    await trx.from('playlists').where('id', id).update({ updated_at: sqlNow() })
  })
}

export async function addCollaborator(id: number, viewer: SignedIn, userId: number) {
  assertOwner(await playlistAccess(id, viewer))
  if (userId === viewer.userId) throw invalid('user_id', 'The owner is not a collaborator.')
  if (!(await db.from('users').where('id', userId).first())) throw invalid('user_id', 'This user does not exist.')
  await db
    .knexQuery()
    .table('playlist_user')
    .insert({ playlist_id: id, user_id: userId, role: COLLABORATOR, created_at: sqlNow() })
    .onConflict(['playlist_id', 'user_id', 'role'])
    .ignore()
}

/** The owner removes a collaborator, or a collaborator leaves. */
export async function removeCollaborator(id: number, viewer: SignedIn, userId: number) {
  const access = await playlistAccess(id, viewer)
  if (userId !== viewer.userId) assertOwner(access)
  await db.from('playlist_user').where({ playlist_id: id, user_id: userId, role: COLLABORATOR }).delete()
}

/** Following puts someone else's playlist in the viewer's library. */
export async function setPlaylistFollow(id: number, viewer: SignedIn, follow: boolean) {
  const access = await playlistAccess(id, viewer)
  if (access.isOwner) throw invalid('playlist', 'You cannot follow your own playlist.')
  const key = { playlist_id: id, user_id: viewer.userId, role: FOLLOWER }
  if (!follow) return void (await db.from('playlist_user').where(key).delete())
  await db.knexQuery().table('playlist_user').insert({ ...key, created_at: sqlNow() }).onConflict(['playlist_id', 'user_id', 'role']).ignore()
}

async function lockPlaylist(trx: TransactionClientContract, id: number) {
  if (trx.dialect.name === 'mysql') await trx.from('playlists').where('id', id).forUpdate().select('id')
}

async function trackCount(trx: TransactionClientContract, id: number) {
  const row = await trx.from('playlist_track').where('playlist_id', id).count('* as total').first()
  return Number(row?.total ?? 0)
}

async function touchCount(trx: TransactionClientContract, id: number) {
  await trx.from('playlists').where('id', id).update({ tracks_count: await trackCount(trx, id), updated_at: sqlNow() })
}

function columnsOf(input: PlaylistInput) {
  const columns: Record<string, unknown> = {}
  if (input.name !== undefined) columns.name = input.name
  if (input.description !== undefined) columns.description = input.description
  if (input.public !== undefined) columns.public = input.public
  if (input.collaborative !== undefined) columns.collaborative = input.collaborative
  return columns
}
