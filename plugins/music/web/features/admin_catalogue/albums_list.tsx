import Disc3 from 'lucide-react/icons/disc-3'
import Plus from 'lucide-react/icons/plus'
import { transChoice } from '@web/i18n/translator.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { ButtonLink } from '@web/ui/button.js'
import { DataTable } from '@web/ui/data_table/data_table.js'
import { deleteAction } from '@web/ui/data_table/delete_action.js'
import type { DataTableColumn } from '@web/ui/data_table/types.js'
import { PageHeader } from '@web/ui/page_header.js'
import type { AdminAlbumRow } from '../../../shared/editor_types.js'
import { Added, InsightsLink, Muted, VisibilityBadge } from './list_cells.js'

const LIST = 'music/admin/albums'

/** /admin/albums: every album, to search, filter, sort, export, delete and open in the editor. */
export function AlbumsList() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  useDocumentTitle(trans('Albums'))
  const columns: DataTableColumn<AdminAlbumRow>[] = [
    {
      id: 'name',
      label: trans('Name'),
      sort: 'name',
      isRowHeader: true,
      cell: (album) => (
        <span className="block max-w-[min(24rem,40vw)]">
          <span className="block truncate font-medium text-main">{album.name}</span>
          <span className="block truncate text-xs text-muted">{album.artist ?? '—'}</span>
        </span>
      ),
    },
    { id: 'tracks', label: trans('Tracks'), align: 'end', cell: (album) => album.tracks_count.toLocaleString() },
    { id: 'released', label: trans('Released'), cell: (album) => (album.release_date ? <Added at={album.release_date} /> : <Muted text={null} />) },
    { id: 'visibility', label: trans('Visibility'), cell: (album) => <VisibilityBadge isPublic={album.public} /> },
    { id: 'plays', label: trans('Plays'), sort: 'plays', align: 'end', cell: (album) => album.plays.toLocaleString() },
    { id: 'insights', label: trans('Insights'), align: 'end', cell: (album) => <InsightsLink href={`/admin/albums/${album.id}/insights`} name={album.name} /> },
    { id: 'created', label: trans('Added'), sort: 'created', align: 'end', cell: (album) => <Added at={album.created_at} /> },
  ]
  return (
    <>
      <PageHeader
        title={trans('Albums')}
        description={trans('Every album of the catalogue: find, edit, export and remove them.')}
        actions={
          <ButtonLink variant="primary" size="sm" href="/admin/albums/new">
            <Plus aria-hidden className="size-4" />
            {trans('New album')}
          </ButtonLink>
        }
      />
      <DataTable
        id="music.albums"
        label={trans('Albums')}
        endpoint={LIST}
        exportEndpoint={`${LIST}/export`}
        columns={columns}
        defaultSort={{ sort: 'created', order: 'desc' }}
        searchLabel={trans('Search albums')}
        rowHref={(album) => `/admin/albums/${album.id}/edit`}
        filters={[
          { kind: 'boolean', param: 'public', label: trans('Visibility'), trueLabel: trans('Public'), falseLabel: trans('Private') },
          { kind: 'boolean', param: 'draft', label: trans('Drafts'), trueLabel: trans('Drafts'), falseLabel: trans('Published') },
        ]}
        bulkActions={[
          deleteAction(trans, {
            title: (count) => transChoice(trans, count, 'Delete 1 album?', 'Delete :count albums?'),
            message: (count) =>
              transChoice(trans, count, 'The album goes; its tracks stay in the catalogue as singles.', 'The :count albums go; their tracks stay in the catalogue as singles.'),
            done: (count) => transChoice(trans, count, '1 album deleted', ':count albums deleted'),
            run: (ids, options) => api.post(`${LIST}/delete`, { ids }, options),
          }),
        ]}
        emptyMessage={trans('No albums yet')}
        emptyIcon={<Disc3 />}
      />
    </>
  )
}
