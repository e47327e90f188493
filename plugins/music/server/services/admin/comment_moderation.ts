import db from '@adonisjs/lucid/services/db'
import { deleteAudited } from './audit_deletions.js'
import { whereContains } from './contains_text.js'
import { toIso } from '../shared/time.js'
import { unique } from '../summaries/columns.js'
import { userSummaries } from '../summaries/users.js'
import type { ModeratedComment } from '../../../shared/api_types.js'

export interface CommentFilters {
  /** Words the comment's text contains. */
  query?: string
  trackId?: number
  userId?: number
}

/** Comments matching the moderator's filters, as a query every list and export share. */
export function moderatedComments({ query, trackId, userId }: CommentFilters) {
  const comments = db.from('comments')
  if (query) whereContains(comments, 'content', query)
  if (trackId) comments.where({ commentable_type: 'track', commentable_id: trackId })
  if (userId) comments.where('user_id', userId)
  return comments
}

/** The rows as the moderation list shows them: author and commented track or album in two more queries. */
export async function toModeratedComments(rows: any[]): Promise<ModeratedComment[]> {
  const users = await userSummaries(unique(rows.map((row) => row.user_id)))
  const targets = await targetNames(rows)
  return rows.map((row) => ({
    id: row.id,
    commentable_type: row.commentable_type,
    commentable_id: row.commentable_id,
    parent_id: row.parent_id ?? null,
    content: row.content,
    position: row.position ?? null,
    // An account's comments go with it (ON DELETE CASCADE), so its summary is there.
    user: users.get(row.user_id)!,
    commentable: targets.get(`${row.commentable_type}:${row.commentable_id}`) ?? null,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  }))
}

async function targetNames(rows: any[]) {
  const names = new Map<string, { id: number; name: string }>()
  for (const type of ['track', 'album'] as const) {
    const ids = unique(rows.filter((row) => row.commentable_type === type).map((row) => row.commentable_id as number))
    if (!ids.length) continue
    const found = await db.from(`${type}s`).whereIn('id', ids).select('id', 'name')
    for (const target of found) names.set(`${type}:${target.id}`, { id: target.id, name: target.name })
  }
  return names
}

/**
 * Deletes the comments with these ids in one transaction, each recorded in
 * the audit log; replies to a deleted comment go with it (comments.parent_id
 * cascades). Returns how many of the ids existed.
 */
export function deleteComments(ids: number[]) {
  return db.transaction((trx) => deleteAudited(trx, 'comments', ids, 'comment'))
}
