import { useState } from 'react'
import FileText from 'lucide-react/icons/file-text'
import Plus from 'lucide-react/icons/plus'
import { useTrans } from '@web/i18n/use_trans.js'
import { Button } from '@web/ui/button.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { DataTable } from '@web/ui/data_table/data_table.js'
import type { DataTableColumn } from '@web/ui/data_table/types.js'
import { PageHeader } from '@web/ui/page_header.js'
import type { AdminLyricsRow } from '../../../shared/api_types.js'
import { AddLyricsDialog } from './add_lyrics_dialog.js'

export const LYRICS_ENDPOINT = 'music/admin/lyrics'

/** Tracks that have lyrics, latest written first; a row opens its editor. */
export function LyricsList() {
  const trans = useTrans()
  const [adding, setAdding] = useState(false)
  useDocumentTitle(trans('Lyrics'))
  const columns: DataTableColumn<AdminLyricsRow>[] = [
    {
      id: 'track',
      label: trans('Track'),
      isRowHeader: true,
      cell: (row) => (
        <span className="block max-w-[min(24rem,40vw)]">
          <span className="block truncate font-medium text-main">{row.track_name}</span>
          <span className="block truncate text-xs text-muted">{row.excerpt}</span>
        </span>
      ),
    },
    {
      id: 'kind',
      label: trans('Kind'),
      cell: (row) =>
        row.is_synced ? (
          <span className="rounded-sm bg-primary/12 px-1.5 py-0.5 text-[11px] font-semibold text-primary">{trans('Synced')}</span>
        ) : (
          <span className="rounded-sm bg-chip px-1.5 py-0.5 text-[11px] font-semibold text-muted">{trans('Plain')}</span>
        ),
    },
    {
      id: 'created',
      label: trans('Updated'),
      sort: 'created',
      align: 'end',
      cell: (row) => (row.updated_at ? new Date(row.updated_at).toLocaleDateString(undefined, { dateStyle: 'medium' }) : '—'),
    },
  ]
  return (
    <>
      <PageHeader
        title={trans('Lyrics')}
        description={trans("Tracks' lyrics, plain or synced to the music line by line.")}
        actions={
          <Button variant="primary" size="sm" onPress={() => setAdding(true)}>
            <Plus aria-hidden className="size-4" />
            {trans('Add lyrics')}
          </Button>
        }
      />
      <AddLyricsDialog isOpen={adding} onClose={() => setAdding(false)} />
      <DataTable
        id="music.lyrics"
        label={trans('Lyrics')}
        endpoint={LYRICS_ENDPOINT}
        columns={columns}
        defaultSort={{ sort: 'created', order: 'desc' }}
        searchLabel={trans('Search by track')}
        filters={[{ kind: 'boolean', param: 'synced', label: trans('Kind'), trueLabel: trans('Synced'), falseLabel: trans('Plain') }]}
        rowHref={(row) => `/admin/lyrics/${row.track_id}`}
        emptyMessage={trans('No lyrics yet')}
        emptyIcon={<FileText />}
      />
    </>
  )
}
