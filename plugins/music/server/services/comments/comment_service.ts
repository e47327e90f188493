import db from '@adonisjs/lucid/services/db'
import Comment from '../../models/comment.js'
import { forbidden, invalid, notFound } from '../shared/errors.js'
import type { Viewer } from '../shared/viewer.js'
import { toIso } from '../shared/time.js'
import { toPage, window, type PageRequest } from '../shared/pagination.js'
import { userSummaries } from '../summaries/users.js'
import { unique } from '../summaries/columns.js'
import { findTarget } from '../social/targets.js'
import type { UserSummary } from '../summaries/users.js'
import type { Comment as CommentPayload, CommentThread, Paginated } from '../../../shared/api_types.js'
import { notifyComment } from '../../notifications/send.js'

export const COMMENTABLE = ['track', 'album'] as const
export type CommentableType = (typeof COMMENTABLE)[number]
type SignedIn = Viewer & { userId: number }

function serialize(row: any, users: Map<number, UserSummary>): CommentPayload {
  return {
    id: row.id,
    commentable_type: row.commentable_type,
    commentable_id: row.commentable_id,
    parent_id: row.parent_id ?? null,
    content: row.content,
    position: row.position ?? null,
    user: authorOf(row, users),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  }
}

/**
 * comments.user_id is required and cascades on delete, and the summaries are
 * read for the rows' own authors: one is missing only if the account was
 * deleted between the two reads, when its comments are gone too.
 */
function authorOf(row: { id: number; user_id: number }, users: Map<number, UserSummary>): UserSummary {
  const author = users.get(row.user_id)
  if (!author) throw new Error(`The author of comment ${row.id} was deleted while it was read.`)
  return author
}

/**
 * Newest top-level comments of a track or album, each with its replies
 * (oldest first), in three queries whatever the page holds.
 */
export async function listComments(
  type: CommentableType,
  id: number,
  page: PageRequest,
  viewer: Viewer
): Promise<Paginated<CommentThread>> {
  await findTarget(type, id, viewer)
  const { limit, offset } = window(page)
  const roots = await db
    .from('comments')
    .where({ commentable_type: type, commentable_id: id })
    .whereNull('parent_id')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
  return {
    pagination: await toPage(roots, page, async (kept) => {
      const replies = kept.length ? await db.from('comments').whereIn('parent_id', kept.map((row) => row.id)).orderBy('id') : []
      const users = await userSummaries(unique([...kept, ...replies].map((row) => row.user_id)))
      return kept.map((root): CommentThread => ({
        ...serialize(root, users),
        replies: replies.filter((reply) => reply.parent_id === root.id).map((reply) => serialize(reply, users)),
      }))
    }),
  }
}

export interface NewComment {
  commentable_type: CommentableType
  commentable_id: number
  content: string
  position?: number | null
  parent_id?: number | null
}

/** Replies hang off top-level comments: answering a reply answers its thread. */
export async function createComment(viewer: SignedIn, input: NewComment) {
  await findTarget(input.commentable_type, input.commentable_id, viewer)
  let parentId: number | null = null
  let repliedToUserId: number | null = null
  if (input.parent_id) {
    const parent = await db.from('comments').where('id', input.parent_id).first()
    if (!parent || parent.commentable_type !== input.commentable_type || parent.commentable_id !== input.commentable_id) {
      throw invalid('parent_id', 'The comment you reply to does not exist.')
    }
    parentId = parent.parent_id ?? parent.id
    repliedToUserId = parent.user_id === null ? null : Number(parent.user_id)
  }
  const comment = await Comment.create({
    commentableType: input.commentable_type,
    commentableId: input.commentable_id,
    userId: viewer.userId,
    parentId,
    content: input.content,
    position: input.position ?? null,
  })
  await notifyComment({ id: comment.id, userId: viewer.userId, commentableType: input.commentable_type, commentableId: input.commentable_id, repliedToUserId, content: input.content })
  return serializeOne(comment.id)
}

async function ownComment(viewer: SignedIn, id: number) {
  const comment = await Comment.find(id)
  if (!comment) throw notFound()
  if (comment.userId !== viewer.userId) throw forbidden()
  return comment
}

export async function updateComment(viewer: SignedIn, id: number, content: string) {
  const comment = await ownComment(viewer, id)
  comment.content = content
  await comment.save()
  return serializeOne(id)
}

export async function deleteComment(viewer: SignedIn, id: number) {
  const comment = await ownComment(viewer, id)
  await comment.delete()
}

async function serializeOne(id: number): Promise<{ comment: CommentPayload }> {
  const row = await db.from('comments').where('id', id).firstOrFail()
  return { comment: serialize(row, await userSummaries([row.user_id])) }
}
