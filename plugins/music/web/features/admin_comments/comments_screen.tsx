import { useQuery } from '@tanstack/react-query'
import MessageSquare from 'lucide-react/icons/message-square'
import { Link, useParams, useSearchParams } from 'react-router'
import { transChoice } from '@web/i18n/translator.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { routeNotFound } from '@web/kernel/route_loader.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { DataTable } from '@web/ui/data_table/data_table.js'
import { deleteAction } from '@web/ui/data_table/delete_action.js'
import type { DataTableColumn } from '@web/ui/data_table/types.js'
import { PageHeader } from '@web/ui/page_header.js'
import { formatTime } from '../../player/format_time.js'
import { urls } from '../../../shared/urls.js'
import type { ModeratedComment } from '../../../shared/api_types.js'

const LIST = 'music/admin/comments'

interface FilterOptions {
  tracks: Array<{ id: number; name: string }>
  users: Array<{ id: number; name: string }>
}

/** /admin/comments: every comment on tracks and albums, to search, filter by track or author, and delete. */
export default function CommentsScreen() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  if (useParams()['*']) throw routeNotFound()
  useDocumentTitle(trans('Comments'))
  const [searchParams] = useSearchParams()
  const current = { track: searchParams.get('track') ?? undefined, user: searchParams.get('user') ?? undefined }
  const options = useQuery({
    queryKey: ['music', 'admin', 'comment-filters', current],
    queryFn: ({ signal }) => api.get<FilterOptions>(`${LIST}/filters`, { signal, query: current }),
    staleTime: 60_000,
  })

  const columns: DataTableColumn<ModeratedComment>[] = [
    {
      id: 'content',
      label: trans('Comment'),
      isRowHeader: true,
      cell: (comment) => (
        <span className="block max-w-[min(32rem,46vw)]">
          <span className="line-clamp-2 text-main">{comment.content}</span>
          {comment.parent_id !== null && <span className="text-xs text-muted">{trans('Reply')}</span>}
        </span>
      ),
    },
    {
      id: 'author',
      label: trans('Author'),
      cell: (comment) => (
        <Link to={`?user=${comment.user.id}`} className="block max-w-40 truncate text-main hover:underline" title={trans('Show comments by :name', { name: comment.user.name })}>
          {comment.user.name}
        </Link>
      ),
    },
    {
      id: 'on',
      label: trans('On'),
      cell: (comment) =>
        !comment.commentable ? (
          <span className="text-muted">—</span>
        ) : comment.commentable_type === 'track' ? (
          <span className="flex max-w-56 items-center gap-1.5">
            <Link to={urls.track(comment.commentable)} className="truncate text-main hover:underline">
              {comment.commentable.name}
            </Link>
            {comment.position !== null && <span className="shrink-0 text-xs text-muted tabular-nums">@ {formatTime(comment.position)}</span>}
          </span>
        ) : (
          <span className="block max-w-56 truncate text-muted">{trans('Album: :name', { name: comment.commentable.name })}</span>
        ),
    },
    {
      id: 'created',
      label: trans('Posted'),
      sort: 'created',
      align: 'end',
      cell: (comment) => (comment.created_at ? <time dateTime={comment.created_at}>{new Date(comment.created_at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}</time> : '—'),
    },
  ]

  return (
    <>
      <PageHeader title={trans('Comments')} description={trans('What listeners write under tracks and albums: find and remove what does not belong.')} />
      <DataTable
        id="music.comments"
        label={trans('Comments')}
        endpoint={LIST}
        columns={columns}
        defaultSort={{ sort: 'created', order: 'desc' }}
        searchLabel={trans('Search comments')}
        filters={[
          { kind: 'select', param: 'track', label: trans('Track'), options: (options.data?.tracks ?? []).map((track) => ({ value: String(track.id), label: track.name })) },
          { kind: 'select', param: 'user', label: trans('Author'), options: (options.data?.users ?? []).map((user) => ({ value: String(user.id), label: user.name })) },
        ]}
        bulkActions={[
          deleteAction(trans, {
            title: (count) => transChoice(trans, count, 'Delete 1 comment?', 'Delete :count comments?'),
            message: (count) =>
              transChoice(trans, count, 'The comment and the replies to it will be deleted.', 'The :count comments and the replies to them will be deleted.'),
            done: (count) => transChoice(trans, count, '1 comment deleted', ':count comments deleted'),
            run: (ids, runOptions) => api.post(`${LIST}/delete`, { ids }, runOptions),
          }),
        ]}
        emptyMessage={trans('No comments yet')}
        emptyIcon={<MessageSquare />}
      />
    </>
  )
}
