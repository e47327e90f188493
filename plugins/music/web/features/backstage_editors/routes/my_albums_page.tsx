import Disc3 from 'lucide-react/icons/disc-3'
import Plus from 'lucide-react/icons/plus'
import { useTrans } from '@web/i18n/use_trans.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { ButtonLink } from '@web/ui/button.js'
import { DataTable } from '@web/ui/data_table/data_table.js'
import { PageHeader } from '@web/ui/page_header.js'
import type { AdminAlbumRow } from '../../../../shared/editor_types.js'
import { BackstageShell } from '../../../components/backstage/backstage_shell.js'
import { editorPath } from '../editors_api.js'

/** backstage/albums: the person's albums, each opening its editor. */
export function Component() {
  const trans = useTrans()
  useDocumentTitle(trans('Your albums'))
  return (
    <BackstageShell>
      <PageHeader
        title={trans('Your albums')}
        description={trans('Gather tracks into albums, order them and publish them whole.')}
        actions={
          <ButtonLink variant="primary" size="sm" href={editorPath('backstage', 'albums', 'new')}>
            <Plus aria-hidden className="size-4" />
            {trans('New album')}
          </ButtonLink>
        }
      />
      <DataTable<AdminAlbumRow>
        id="music.backstage.albums"
        label={trans('Your albums')}
        endpoint="music/backstage/albums"
        defaultSort={{ sort: 'created', order: 'desc' }}
        searchLabel={trans('Search your albums')}
        rowHref={(album) => editorPath('backstage', 'albums', album.id)}
        columns={[
          {
            id: 'name',
            label: trans('Name'),
            sort: 'name',
            isRowHeader: true,
            cell: (album) => (
              <span className="block max-w-[min(24rem,50vw)]">
                <span className="block truncate font-medium text-main">{album.name}</span>
                <span className="block truncate text-xs text-muted">{album.artist ?? '—'}</span>
              </span>
            ),
          },
          { id: 'tracks', label: trans('Tracks'), align: 'end', cell: (album) => album.tracks_count.toLocaleString() },
          {
            id: 'visibility',
            label: trans('Visibility'),
            cell: (album) => <span className={album.public ? 'text-xs font-semibold text-positive' : 'text-xs font-semibold text-muted'}>{album.public ? trans('Public') : trans('Private or draft')}</span>,
          },
          { id: 'plays', label: trans('Plays'), sort: 'plays', align: 'end', cell: (album) => album.plays.toLocaleString() },
        ]}
        emptyMessage={trans('No albums yet')}
        emptyIcon={<Disc3 />}
      />
    </BackstageShell>
  )
}
