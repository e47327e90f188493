import db from '@adonisjs/lucid/services/db'
import { notFound, forbidden } from '../shared/errors.js'
import type { Viewer } from '../shared/viewer.js'
import { workspaceIdsOf } from '../../backstage/workspace_scope.js'
import { candidateCondition } from '#core/search/server/candidate_ids'
import { searchDialect } from '#core/search/server/search_catalogue'

export const COLLABORATOR = 'collaborator'
export const FOLLOWER = 'follower'

/**
 * The condition keeping a query on `playlists` to a person's library, with
 * its bindings: their own playlists, those they collaborate on, and the
 * public ones they follow (a follow outlives a playlist turning private, but
 * never grants a look: the same rule as playlistAccess). Three index lookups
 * gathered by candidateCondition: joined by a plain OR, MariaDB read every
 * playlist (EXPLAIN: ALL, 20k rows; ~12 ms, a quarter of a cold library
 * request's database CPU).
 */
export function libraryPlaylistsCondition(userId: number) {
  return candidateCondition(
    'playlists',
    [
      ['SELECT id FROM playlists WHERE owner_id = ?', [userId]],
      ['SELECT playlist_id FROM playlist_user WHERE user_id = ? AND role = ?', [userId, COLLABORATOR]],
      [
        'SELECT playlist_user.playlist_id FROM playlist_user JOIN playlists followed ON followed.id = playlist_user.playlist_id ' +
          'WHERE playlist_user.user_id = ? AND followed.public = 1',
        [userId],
      ],
    ],
    [],
    searchDialect()
  )
}

export interface PlaylistAccess {
  row: any
  isOwner: boolean
  isCollaborator: boolean
  /** The owner, or a member of the playlist's workspace whose role manages its content: renames, deletes, reorders. */
  canManage: boolean
}

/** The viewer's standing in the playlist's workspace: null for a playlist of its owner's own space, or a non-member. */
async function workspaceStanding(row: { workspace_id: number | null }, userId: number | null) {
  if (row.workspace_id === null || userId === null) return null
  const workspaceId = Number(row.workspace_id)
  if ((await workspaceIdsOf(userId, 'manage')).includes(workspaceId)) return 'manage'
  return (await workspaceIdsOf(userId, 'view')).includes(workspaceId) ? 'view' : null
}

/**
 * Loads a playlist with what the viewer may do with it, outside any
 * transaction (it reads workspace memberships). Private playlists
 * exist only for their owner, collaborators and the members of the
 * workspace owning it (everyone else gets 404); members whose workspace
 * role manages content manage it like its owner.
 */
export async function playlistAccess(id: number, viewer: Viewer): Promise<PlaylistAccess> {
  const row = await db.from('playlists').where('id', id).first()
  if (!row) throw notFound()
  const isOwner = viewer.userId !== null && row.owner_id === viewer.userId
  const isCollaborator =
    !isOwner &&
    viewer.userId !== null &&
    Boolean(await db.from('playlist_user').where({ playlist_id: id, user_id: viewer.userId, role: COLLABORATOR }).first())
  const standing = await workspaceStanding(row, viewer.userId)
  if (!row.public && !isOwner && !isCollaborator && !standing) throw notFound()
  return { row, isOwner, isCollaborator, canManage: isOwner || standing === 'manage' }
}

/** Renaming, deleting, reordering and removing belong to the owner (and the workspace's content managers). */
export function assertOwner(access: PlaylistAccess) {
  if (!access.canManage) throw forbidden()
}

/** Adding tracks: the owner (or a workspace's content manager), or a collaborator while the playlist is collaborative. */
export function assertCanAdd(access: PlaylistAccess) {
  if (access.canManage) return
  if (access.isCollaborator && Boolean(access.row.collaborative)) return
  throw forbidden()
}
