import db from '@adonisjs/lucid/services/db'
import { deleteAudited } from './audit_deletions.js'
import { whereContains } from './contains_text.js'
import type { CommentsListInput } from './comments_list.js'
import { toIso } from '../shared/time.js'
import { unique } from '../summaries/columns.js'
import { userSummaries } from '../summaries/users.js'
import type { ModeratedComment } from '../../../shared/api_types.js'

/** Comments matching the moderator's search and filters (COMMENTS_LIST orders and pages them). */
export function moderatedComments({ query, track, user }: CommentsListInput) {
  const comments = db.from('comments').select('comments.*')
  if (query) whereContains(comments, 'comments.content', query)
  if (track) comments.where({ 'comments.commentable_type': 'track', 'comments.commentable_id': track })
  if (user) comments.where('comments.user_id', user)
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

/** How many tracks and authors the moderation filters offer: the most commented. */
const FILTER_OPTIONS = 50

/**
 * What the track and author filters offer: the most commented tracks and
 * the most active authors, plus the ones a filter already names (a link
 * from a row filters by any of them).
 */
export async function commentFilterOptions(current: { track?: number; user?: number }) {
  const topTracks = await db
    .from('comments')
    .where('commentable_type', 'track')
    .groupBy('commentable_id')
    .orderByRaw('COUNT(*) DESC')
    .orderBy('commentable_id')
    .limit(FILTER_OPTIONS)
    .select('commentable_id')
  const topUsers = await db.from('comments').groupBy('user_id').orderByRaw('COUNT(*) DESC').orderBy('user_id').limit(FILTER_OPTIONS).select('user_id')
  const trackIds = unique([...topTracks.map((row) => row.commentable_id), current.track])
  const tracks = trackIds.length ? await db.from('tracks').whereIn('id', trackIds).orderBy('name').select('id', 'name') : []
  const users = await userSummaries(unique([...topUsers.map((row) => row.user_id), current.user]))
  return {
    tracks: tracks.map((track) => ({ id: track.id as number, name: track.name as string })),
    users: [...users.values()].sort((a, b) => a.name.localeCompare(b.name)).map((user) => ({ id: user.id, name: user.name })),
  }
}
