import { lazy, Suspense, useState } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import MessageCircle from 'lucide-react/icons/message-circle'
import { Link, useLocation } from 'react-router'
import { useCurrentUser } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { Avatar } from '@web/ui/avatar.js'
import { Button } from '@web/ui/button.js'
import { LinkButton } from '@web/ui/link_button.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { commentsQuery, type Commentable } from '../../api/comment_queries.js'
import { useDeleteComment } from '../../api/comment_mutations.js'
import { rowsOf } from '../../api/paginated.js'
import type { Comment, CommentThread } from '../../../shared/api_types.js'
import { formatRelative } from '../../format.js'
import { formatTime } from '../../player/format_time.js'
import { urls } from '../../../shared/urls.js'
import { ContentSection } from '../content_section.js'
import { SectionError } from '../section_states.js'

/** The form (text area, checkbox, posting) only signed-in visitors see: loaded for them. */
const CommentForm = lazy(() => import('./comment_form.js'))

/**
 * Comments on a track or album: newest first, replies under their comment.
 * On a track that is playing, a comment can be pinned to the moment heard.
 */
export function CommentsSection({
  target,
  currentPosition,
}: {
  target: Commentable
  /** Seconds into the track when it is the one playing (offers "at 1:23"). */
  currentPosition?: number | null
}) {
  const trans = useTrans()
  const { pathname } = useLocation()
  const api = useService(API_CLIENT)
  const user = useCurrentUser()
  const comments = useInfiniteQuery(commentsQuery(api, target))
  const rows = rowsOf(comments.data)

  return (
    <ContentSection title={trans('Comments')}>
      <div className="flex max-w-3xl flex-col gap-6">
        {user ? (
          <Suspense fallback={<Skeleton className="h-24 w-full" />}>
            <CommentForm target={target} currentPosition={currentPosition} />
          </Suspense>
        ) : (
          <p className="text-sm text-muted">
            <Link
              to={`/login?redirect=${encodeURIComponent(pathname)}`}
              className="font-semibold text-main hover:underline"
            >
              {trans('Sign in')}
            </Link>{' '}
            {trans('to leave a comment.')}
          </p>
        )}
        {comments.isPending ? (
          <div role="status" aria-label={trans('Loading comments')} className="flex flex-col gap-5">
            {[0, 1].map((index) => (
              <div key={index} className="flex gap-3">
                <Skeleton className="size-10" rounded="full" />
                <div className="flex flex-1 flex-col gap-2">
                  <Skeleton className="h-3.5 w-32" />
                  <Skeleton className="h-3.5 w-2/3" />
                </div>
              </div>
            ))}
          </div>
        ) : comments.isError ? (
          <SectionError onRetry={() => void comments.refetch()} />
        ) : rows.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted">
            <MessageCircle aria-hidden className="size-4" />
            {trans('No comments yet. Be the first to say something.')}
          </p>
        ) : (
          <ul className="flex flex-col gap-6">
            {rows.map((comment) => (
              <CommentItem key={comment.id} comment={comment} target={target} />
            ))}
          </ul>
        )}
        {comments.hasNextPage && (
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            isPending={comments.isFetchingNextPage}
            onPress={() => void comments.fetchNextPage()}
          >
            {trans('Show more comments')}
          </Button>
        )}
      </div>
    </ContentSection>
  )
}

function CommentItem({
  comment,
  target,
  isReply,
}: {
  /** A top-level comment comes with its replies; a reply has none. */
  comment: Comment | CommentThread
  target: Commentable
  isReply?: boolean
}) {
  const trans = useTrans()
  const user = useCurrentUser()
  const toasts = useService(TOAST_QUEUE)
  const remove = useDeleteComment(target)
  const [replying, setReplying] = useState(false)
  return (
    <li className="flex gap-3">
      <Link to={urls.user(comment.user)} tabIndex={-1} aria-hidden>
        <Avatar name={comment.user.name} src={comment.user.image} size={isReply ? 'md' : 'lg'} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <Link to={urls.user(comment.user)} className="font-semibold text-main hover:underline">
            {comment.user.name}
          </Link>
          {comment.position != null && (
            <span className="text-xs text-muted">
              {trans('at :time', { time: formatTime(comment.position) })}
            </span>
          )}
          {comment.created_at && (
            <time dateTime={comment.created_at} className="text-xs text-muted">
              {formatRelative(comment.created_at)}
            </time>
          )}
        </div>
        {/* Stored as typed; shown as text, never HTML. */}
        <p className="text-sm whitespace-pre-line break-words text-main">{comment.content}</p>
        <div className="flex gap-4 text-xs">
          {user && !isReply && (
            <LinkButton className="text-xs text-muted" onPress={() => setReplying(!replying)}>
              {trans('Reply')}
            </LinkButton>
          )}
          {user?.id === comment.user.id && (
            <LinkButton
              className="text-xs text-muted"
              onPress={() =>
                remove.mutate(comment.id, {
                  onError: (error) => handleMutationError(error, { toasts, trans }),
                })
              }
            >
              {trans('Delete')}
            </LinkButton>
          )}
        </div>
        {replying && (
          <div className="mt-2">
            <Suspense fallback={<Skeleton className="h-24 w-full" />}>
              <CommentForm
                target={target}
                parentId={comment.id}
                onDone={() => setReplying(false)}
              />
            </Suspense>
          </div>
        )}
        {'replies' in comment && comment.replies.length > 0 && (
          <ul className="mt-3 flex flex-col gap-4">
            {comment.replies.map((reply) => (
              <CommentItem key={reply.id} comment={reply} target={target} isReply />
            ))}
          </ul>
        )}
      </div>
    </li>
  )
}
