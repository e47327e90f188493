import { useState } from 'react'
import ListMusic from 'lucide-react/icons/list-music'
import Pencil from 'lucide-react/icons/pencil'
import { Link, useParams } from 'react-router'
import { transChoice } from '@web/i18n/translator.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { routeNotFound } from '@web/kernel/route_loader.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { IconButton } from '@web/ui/button.js'
import { DataTable } from '@web/ui/data_table/data_table.js'
import { deleteAction } from '@web/ui/data_table/delete_action.js'
import type { DataTableColumn } from '@web/ui/data_table/types.js'
import { PageHeader } from '@web/ui/page_header.js'
import { urls } from '../../../shared/urls.js'
import type { AdminPlaylistRow } from '../../../shared/api_types.js'
import { PLAYLISTS_ENDPOINT, PlaylistDialog } from './playlist_dialog.js'

/** /admin/playlists: everyone's playlists, to find, edit the basics of and delete. */
export default function PlaylistsScreen() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const [editing, setEditing] = useState<AdminPlaylistRow | null>(null)
  if (useParams()['*']) throw routeNotFound()
  useDocumentTitle(trans('Playlists'))

  const columns: DataTableColumn<AdminPlaylistRow>[] = [
    {
      id: 'name',
      label: trans('Name'),
      sort: 'name',
      isRowHeader: true,
      cell: (playlist) => (
        <Link to={urls.playlist(playlist)} className="block max-w-[min(24rem,40vw)] truncate font-medium text-main hover:underline">
          {playlist.name}
        </Link>
      ),
    },
    {
      id: 'owner',
      label: trans('Owner'),
      cell: (playlist) => (
        <Link to={`?owner=${playlist.owner.id}`} className="block max-w-40 truncate text-main hover:underline" title={trans('Show playlists of :name', { name: playlist.owner.name })}>
          {playlist.owner.name}
        </Link>
      ),
    },
    {
      id: 'visibility',
      label: trans('Visibility'),
      cell: (playlist) =>
        playlist.public ? (
          <span className="rounded-sm bg-positive/12 px-1.5 py-0.5 text-[11px] font-semibold text-positive">{trans('Public')}</span>
        ) : (
          <span className="rounded-sm bg-chip px-1.5 py-0.5 text-[11px] font-semibold text-muted">{trans('Private')}</span>
        ),
    },
    { id: 'tracks', label: trans('Tracks'), align: 'end', cell: (playlist) => <span className="text-muted tabular-nums">{playlist.tracks_count.toLocaleString()}</span> },
    {
      id: 'created',
      label: trans('Created'),
      sort: 'created',
      align: 'end',
      cell: (playlist) => (playlist.created_at ? new Date(playlist.created_at).toLocaleDateString(undefined, { dateStyle: 'medium' }) : '—'),
    },
    {
      id: 'edit',
      label: trans('Edit'),
      align: 'end',
      className: 'w-16',
      cell: (playlist) => (
        <IconButton aria-label={trans('Edit :name', { name: playlist.name })} size="xs" onPress={() => setEditing(playlist)}>
          <Pencil />
        </IconButton>
      ),
    },
  ]

  return (
    <>
      <PageHeader title={trans('Playlists')} description={trans("Everyone's playlists: rename them, hide them or remove them.")} />
      <DataTable
        id="music.playlists"
        label={trans('Playlists')}
        endpoint={PLAYLISTS_ENDPOINT}
        columns={columns}
        defaultSort={{ sort: 'created', order: 'desc' }}
        searchLabel={trans('Search playlists')}
        filters={[{ kind: 'boolean', param: 'public', label: trans('Visibility'), trueLabel: trans('Public'), falseLabel: trans('Private') }]}
        bulkActions={[
          deleteAction(trans, {
            title: (count) => transChoice(trans, count, 'Delete 1 playlist?', 'Delete :count playlists?'),
            message: (count) => transChoice(trans, count, 'Its owner and followers lose it; the tracks stay.', 'Their owners and followers lose them; the tracks stay.'),
            done: (count) => transChoice(trans, count, '1 playlist deleted', ':count playlists deleted'),
            run: (ids, options) => api.post(`${PLAYLISTS_ENDPOINT}/delete`, { ids }, options),
          }),
        ]}
        emptyMessage={trans('No playlists yet')}
        emptyIcon={<ListMusic />}
      />
      {editing && <PlaylistDialog playlist={editing} onClose={() => setEditing(null)} />}
    </>
  )
}
