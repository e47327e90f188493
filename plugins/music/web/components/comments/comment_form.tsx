import { useState } from 'react'
import { useCurrentUser } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { Avatar } from '@web/ui/avatar.js'
import { Button } from '@web/ui/button.js'
import { Checkbox } from '@web/ui/checkbox.js'
import { TextArea } from '@web/ui/text_area.js'
import type { Commentable } from '../../api/comment_queries.js'
import { usePostComment } from '../../api/comment_mutations.js'
import { formatTime } from '../../player/format_time.js'

/** A new comment, or a reply to one; on a playing track, optionally pinned to the moment heard. */
export default function CommentForm({
  target,
  currentPosition,
  parentId,
  onDone,
}: {
  target: Commentable
  currentPosition?: number | null
  parentId?: number
  onDone?: () => void
}) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const user = useCurrentUser()!
  const post = usePostComment(target)
  const [content, setContent] = useState('')
  const [atPosition, setAtPosition] = useState(true)
  const position = currentPosition != null && !parentId ? Math.floor(currentPosition) : null

  return (
    <form
      className="flex gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        if (!content.trim()) return
        post.mutate(
          { content: content.trim(), position: atPosition ? position : null, parent_id: parentId },
          {
            onSuccess: () => {
              setContent('')
              onDone?.()
            },
            onError: (error) => handleMutationError(error, { toasts, trans }),
          }
        )
      }}
    >
      <Avatar name={user.name} src={user.image} size="lg" />
      <div className="flex flex-1 flex-col gap-3">
        <TextArea
          aria-label={parentId ? trans('Reply') : trans('Add a comment')}
          placeholder={parentId ? trans('Write a reply...') : trans('Add a comment...')}
          rows={2}
          maxLength={1000}
          value={content}
          onChange={setContent}
        />
        <div className="flex flex-wrap items-center justify-end gap-3">
          {position != null && (
            <Checkbox isSelected={atPosition} onChange={setAtPosition} className="mr-auto">
              {trans('At :time', { time: formatTime(position) })}
            </Checkbox>
          )}
          {onDone && (
            <Button variant="ghost" size="sm" onPress={onDone}>
              {trans('Cancel')}
            </Button>
          )}
          <Button
            type="submit"
            variant="primary"
            size="sm"
            isPending={post.isPending}
            isDisabled={!content.trim()}
          >
            {parentId ? trans('Reply') : trans('Comment')}
          </Button>
        </div>
      </div>
    </form>
  )
}
