import { useQuery } from '@tanstack/react-query'
import AudioLines from 'lucide-react/icons/audio-lines'
import ChartLine from 'lucide-react/icons/chart-line'
import Plus from 'lucide-react/icons/plus'
import { Link } from 'react-aria-components'
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
import type { AdminGenreOption, AdminTrackRow } from '../../../shared/api_types.js'

const LIST = 'music/admin/tracks'

/** /admin/tracks: every track of the catalogue, to search, sort, export, delete and open in the editor. */
export function TracksList() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  useDocumentTitle(trans('Tracks'))
  const genres = useQuery({
    queryKey: ['music', 'admin', 'genre-options'],
    queryFn: () => api.get<{ genres: AdminGenreOption[] }>(`${LIST}/genres`),
    staleTime: 5 * 60_000,
  })

  const columns: DataTableColumn<AdminTrackRow>[] = [
    {
      id: 'name',
      label: trans('Name'),
      sort: 'name',
      isRowHeader: true,
      cell: (track) => (
        <span className="block max-w-[min(24rem,40vw)]">
          <span className="block truncate font-medium text-main">{track.name}</span>
          <span className="block truncate text-xs text-muted">{track.artist ?? '—'}</span>
        </span>
      ),
    },
    { id: 'album', label: trans('Album'), cell: (track) => <Muted text={track.album} /> },
    { id: 'genre', label: trans('Genre'), cell: (track) => <Muted text={track.genre} /> },
    {
      id: 'duration',
      label: trans('Duration'),
      align: 'end',
      hiddenByDefault: true,
      cell: (track) => (track.duration === null ? '—' : minutes(track.duration)),
    },
    {
      id: 'visibility',
      label: trans('Visibility'),
      cell: (track) =>
        track.public ? (
          <span className="rounded-sm bg-positive/12 px-1.5 py-0.5 text-[11px] font-semibold text-positive">{trans('Public')}</span>
        ) : (
          <span className="rounded-sm bg-chip px-1.5 py-0.5 text-[11px] font-semibold text-muted">{trans('Private')}</span>
        ),
    },
    { id: 'plays', label: trans('Plays'), sort: 'plays', align: 'end', cell: (track) => track.plays.toLocaleString() },
    {
      id: 'insights',
      label: trans('Insights'),
      align: 'end',
      cell: (track) => (
        <Link
          href={`/admin/tracks/${track.id}/insights`}
          aria-label={trans('Insights of :name', { name: track.name })}
          className="inline-flex size-8 items-center justify-center rounded-full text-muted outline-none hover:bg-main/10 hover:text-main data-focus-visible:ring-2 data-focus-visible:ring-primary"
        >
          <ChartLine aria-hidden className="size-4" />
        </Link>
      ),
    },
    {
      id: 'created',
      label: trans('Added'),
      sort: 'created',
      align: 'end',
      cell: (track) => (track.created_at ? <time dateTime={track.created_at}>{day(track.created_at)}</time> : '—'),
    },
  ]

  return (
    <>
      <PageHeader
        title={trans('Tracks')}
        description={trans('Every track of the catalogue: find, edit, export and remove them.')}
        actions={
          <ButtonLink variant="primary" size="sm" href="/admin/tracks/new">
            <Plus aria-hidden className="size-4" />
            {trans('New track')}
          </ButtonLink>
        }
      />
      <DataTable
        id="music.tracks"
        label={trans('Tracks')}
        endpoint={LIST}
        exportEndpoint={`${LIST}/export`}
        columns={columns}
        defaultSort={{ sort: 'created', order: 'desc' }}
        searchLabel={trans('Search tracks')}
        rowHref={(track) => `/admin/tracks/${track.id}/edit`}
        filters={[
          {
            kind: 'select',
            param: 'genre',
            label: trans('Genre'),
            options: (genres.data?.genres ?? []).map((genre) => ({ value: String(genre.id), label: genre.name })),
          },
          { kind: 'boolean', param: 'played', label: trans('Plays'), trueLabel: trans('Played'), falseLabel: trans('Never played') },
          { kind: 'dateRange', label: trans('Added'), from: 'createdFrom', to: 'createdTo' },
        ]}
        bulkActions={[
          deleteAction(trans, {
            title: (count) => transChoice(trans, count, 'Delete 1 track?', 'Delete :count tracks?'),
            message: (count) =>
              transChoice(
                trans,
                count,
                'The track goes with its plays, likes, comments and lyrics, and leaves the playlists that hold it.',
                'The :count tracks go with their plays, likes, comments and lyrics, and leave the playlists that hold them.'
              ),
            done: (count) => transChoice(trans, count, '1 track deleted', ':count tracks deleted'),
            run: (ids, options) => api.post(`${LIST}/delete`, { ids }, options),
          }),
        ]}
        emptyMessage={trans('No tracks yet')}
        emptyIcon={<AudioLines />}
      />
    </>
  )
}

function Muted({ text }: { text: string | null }) {
  return <span className="block max-w-48 truncate text-muted">{text ?? '—'}</span>
}

function minutes(ms: number) {
  const seconds = Math.round(ms / 1000)
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

function day(iso: string) {
  return new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' })
}
