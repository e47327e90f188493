import AudioLines from 'lucide-react/icons/audio-lines'
import Plus from 'lucide-react/icons/plus'
import Upload from 'lucide-react/icons/upload'
import { useTrans } from '@web/i18n/use_trans.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { ButtonLink } from '@web/ui/button.js'
import { DataTable } from '@web/ui/data_table/data_table.js'
import { PageHeader } from '@web/ui/page_header.js'
import type { AdminTrackRow } from '../../../../shared/api_types.js'
import { BackstageShell } from '../../../components/backstage/backstage_shell.js'
import { formatTime } from '../../../player/format_time.js'
import { editorPath } from '../editors_api.js'

/** backstage/tracks: the person's tracks (uploaded, or credited to their artists), each opening its editor. */
export function Component() {
  const trans = useTrans()
  useDocumentTitle(trans('Your tracks'))
  return (
    <BackstageShell>
      <PageHeader
        title={trans('Your tracks')}
        description={trans('Drafts and published tracks of your artists.')}
        actions={
          <>
            <ButtonLink variant="secondary" size="sm" href={editorPath('backstage', 'tracks', 'new')}>
              <Plus aria-hidden className="size-4" />
              {trans('New track')}
            </ButtonLink>
            <ButtonLink variant="primary" size="sm" href="/backstage/upload">
              <Upload aria-hidden className="size-4" />
              {trans('Upload')}
            </ButtonLink>
          </>
        }
      />
      <DataTable<AdminTrackRow>
        id="music.backstage.tracks"
        label={trans('Your tracks')}
        endpoint="music/backstage/tracks"
        defaultSort={{ sort: 'created', order: 'desc' }}
        searchLabel={trans('Search your tracks')}
        rowHref={(track) => editorPath('backstage', 'tracks', track.id)}
        columns={[
          {
            id: 'name',
            label: trans('Name'),
            sort: 'name',
            isRowHeader: true,
            cell: (track) => (
              <span className="block max-w-[min(24rem,50vw)]">
                <span className="block truncate font-medium text-main">{track.name}</span>
                <span className="block truncate text-xs text-muted">{[track.artist, track.album].filter(Boolean).join(' · ') || '—'}</span>
              </span>
            ),
          },
          { id: 'duration', label: trans('Duration'), align: 'end', cell: (track) => (track.duration === null ? '—' : formatTime(track.duration / 1000)) },
          {
            id: 'visibility',
            label: trans('Visibility'),
            cell: (track) => (
              <span className={track.public ? 'text-xs font-semibold text-positive' : 'text-xs font-semibold text-muted'}>{track.public ? trans('Public') : trans('Private or draft')}</span>
            ),
          },
          { id: 'plays', label: trans('Plays'), sort: 'plays', align: 'end', cell: (track) => track.plays.toLocaleString() },
        ]}
        emptyMessage={trans('No tracks yet: upload some.')}
        emptyIcon={<AudioLines />}
      />
    </BackstageShell>
  )
}
