import BadgeCheck from 'lucide-react/icons/badge-check'
import MicVocal from 'lucide-react/icons/mic-vocal'
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
import type { AdminArtistRow } from '../../../shared/editor_types.js'
import { Added, InsightsLink } from './list_cells.js'

const LIST = 'music/admin/artists'

/** /admin/artists: every artist, to search, filter, sort, export, delete and open in the editor. */
export function ArtistsList() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  useDocumentTitle(trans('Artists'))
  const columns: DataTableColumn<AdminArtistRow>[] = [
    {
      id: 'name',
      label: trans('Name'),
      sort: 'name',
      isRowHeader: true,
      cell: (artist) => (
        <span className="flex max-w-[min(24rem,40vw)] items-center gap-1.5">
          <span className="truncate font-medium text-main">{artist.name}</span>
          {artist.verified && <BadgeCheck aria-label={trans('Verified')} className="size-4 shrink-0 text-primary" />}
        </span>
      ),
    },
    { id: 'albums', label: trans('Albums'), align: 'end', cell: (artist) => artist.albums_count.toLocaleString() },
    { id: 'tracks', label: trans('Tracks'), align: 'end', cell: (artist) => artist.tracks_count.toLocaleString() },
    { id: 'plays', label: trans('Plays'), sort: 'plays', align: 'end', cell: (artist) => artist.plays.toLocaleString() },
    { id: 'insights', label: trans('Insights'), align: 'end', cell: (artist) => <InsightsLink href={`/admin/artists/${artist.id}/insights`} name={artist.name} /> },
    { id: 'created', label: trans('Added'), align: 'end', hiddenByDefault: true, cell: (artist) => <Added at={artist.created_at} /> },
  ]
  return (
    <>
      <PageHeader
        title={trans('Artists')}
        description={trans('Every artist page: find, edit, verify, export and remove them.')}
        actions={
          <ButtonLink variant="primary" size="sm" href="/admin/artists/new">
            <Plus aria-hidden className="size-4" />
            {trans('New artist')}
          </ButtonLink>
        }
      />
      <DataTable
        id="music.artists"
        label={trans('Artists')}
        endpoint={LIST}
        exportEndpoint={`${LIST}/export`}
        columns={columns}
        defaultSort={{ sort: 'plays', order: 'desc' }}
        searchLabel={trans('Search artists')}
        rowHref={(artist) => `/admin/artists/${artist.id}/edit`}
        filters={[{ kind: 'boolean', param: 'verified', label: trans('Verified'), trueLabel: trans('Verified'), falseLabel: trans('Not verified') }]}
        bulkActions={[
          deleteAction(trans, {
            title: (count) => transChoice(trans, count, 'Delete 1 artist?', 'Delete :count artists?'),
            message: (count) =>
              transChoice(
                trans,
                count,
                'The artist page goes with its credits, followers and managers; its tracks and albums stay.',
                'The :count artist pages go with their credits, followers and managers; their tracks and albums stay.'
              ),
            done: (count) => transChoice(trans, count, '1 artist deleted', ':count artists deleted'),
            run: (ids, options) => api.post(`${LIST}/delete`, { ids }, options),
          }),
        ]}
        emptyMessage={trans('No artists yet')}
        emptyIcon={<MicVocal />}
      />
    </>
  )
}
