import db from '@adonisjs/lucid/services/db'
import { notFound, forbidden } from '../shared/errors.js'
import type { Viewer } from '../shared/viewer.js'

export const COLLABORATOR = 'collaborator'
export const FOLLOWER = 'follower'

export interface PlaylistAccess {
  row: any
  isOwner: boolean
  isCollaborator: boolean
}

/**
 * Loads a playlist with what the viewer may do with it. Private playlists
 * exist only for their owner and collaborators (everyone else gets 404).
 */
export async function playlistAccess(id: number, viewer: Viewer, client = db.connection()): Promise<PlaylistAccess> {
  const row = await client.from('playlists').where('id', id).first()
  if (!row) throw notFound()
  const isOwner = viewer.userId !== null && row.owner_id === viewer.userId
  const isCollaborator =
    !isOwner &&
    viewer.userId !== null &&
    Boolean(await client.from('playlist_user').where({ playlist_id: id, user_id: viewer.userId, role: COLLABORATOR }).first())
  if (!row.public && !isOwner && !isCollaborator) throw notFound()
  return { row, isOwner, isCollaborator }
}

/** Renaming, deleting, reordering and removing belong to the owner. */
export function assertOwner(access: PlaylistAccess) {
  if (!access.isOwner) throw forbidden()
}

/** Adding tracks: the owner, or a collaborator while the playlist is collaborative. */
export function assertCanAdd(access: PlaylistAccess) {
  if (access.isOwner) return
  if (access.isCollaborator && Boolean(access.row.collaborative)) return
  throw forbidden()
}
