import { MORPH } from '../../models/columns.js'
import { notFound } from '../shared/errors.js'
import type { Viewer } from '../shared/viewer.js'
import { rawRows } from '../shared/raw_rows.js'
import { COLLABORATOR } from '../playlists/playlist_access.js'

/**
 * Whether the person whose id is in `column` has a public profile: they
 * edited it, or something of theirs is public and links to it (a public
 * track, album or playlist they own, a repost, a comment, a follow of or by
 * another person, a place among a public playlist's collaborators). Everyone
 * else (people who only listen and like) is not listed anywhere and cannot be
 * found by walking ids or searching names. SQL without bindings.
 */
export function publicProfileSql(column: string) {
  const owns = (table: string) => `EXISTS (SELECT 1 FROM ${table} WHERE ${table}.owner_id = ${column} AND ${table}.public = 1)`
  return (
    `(EXISTS (SELECT 1 FROM profiles WHERE profiles.user_id = ${column}) OR ${owns('tracks')} OR ${owns('albums')} OR ${owns('playlists')} ` +
    `OR EXISTS (SELECT 1 FROM reposts WHERE reposts.user_id = ${column}) ` +
    `OR EXISTS (SELECT 1 FROM comments WHERE comments.user_id = ${column}) ` +
    `OR EXISTS (SELECT 1 FROM follows WHERE follows.follower_id = ${column} AND follows.followable_type = '${MORPH.user}') ` +
    `OR EXISTS (SELECT 1 FROM follows WHERE follows.followable_type = '${MORPH.user}' AND follows.followable_id = ${column}) ` +
    `OR EXISTS (SELECT 1 FROM playlist_user JOIN playlists ON playlists.id = playlist_user.playlist_id ` +
    `WHERE playlist_user.user_id = ${column} AND playlist_user.role = '${COLLABORATOR}' AND playlists.public = 1))`
  )
}

/** Whether `id`'s profile is shown to `viewer` (always to its owner). */
export async function profileIsVisible(id: number, viewer: Viewer) {
  if (viewer.userId === id) return true
  const rows = await rawRows(`SELECT users.id FROM users WHERE users.id = ? AND ${publicProfileSql('users.id')}`, [id])
  return rows.length > 0
}

/** 404 unless `id`'s profile is shown to `viewer`: unknown and unlisted people look the same. */
export async function assertProfileVisible(id: number, viewer: Viewer) {
  if (!(await profileIsVisible(id, viewer))) throw notFound()
}
