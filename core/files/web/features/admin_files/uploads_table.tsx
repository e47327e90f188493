import { useState } from 'react'
import Upload from 'lucide-react/icons/upload'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { transChoice } from '@web/i18n/translator.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { DataTable } from '@web/ui/data_table/data_table.js'
import { deleteAction } from '@web/ui/data_table/delete_action.js'
import { useListUrlState } from '@web/ui/data_table/list_url_state.js'
import type { DataTableColumn } from '@web/ui/data_table/types.js'
import { humanSize } from '@web/ui/human_size.js'
import { ADMIN_FILE_ENTRY_ROUTES, type AdminFileEntry } from '../../../shared/admin_file_entry.js'
import { FILE_ROUTES } from '../../../shared/file_entry.js'
import { shortDate } from '../../../../accounts/web/format_dates.js'
import { FileNameCell, FilePreviewDialog, type PreviewedFile } from './file_preview.js'
import { fileTypeFilter, OwnerCell, UsagesCell } from './file_cells.js'

const previewOf = (entry: AdminFileEntry): PreviewedFile => ({ ...entry, folder: entry.relative_path })

/** The Uploads tab: every file entry people uploaded, trashed ones too, with a preview, the trash and deleting for good. */
export function UploadsTable() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const { language } = useBootstrap().i18n
  const { update } = useListUrlState([])
  const [previewed, setPreviewed] = useState<PreviewedFile | null>(null)

  const columns: DataTableColumn<AdminFileEntry>[] = [
    {
      id: 'name',
      label: trans('Name'),
      isRowHeader: true,
      cell: (entry) => (
        <span className="flex items-center gap-2">
          <FileNameCell file={previewOf(entry)} onPreview={() => setPreviewed(previewOf(entry))} />
          {entry.deleted_at && <span className="rounded-sm bg-danger/10 px-1.5 py-0.5 text-[11px] font-semibold text-danger">{trans('In the trash')}</span>}
        </span>
      ),
    },
    { id: 'size', label: trans('Size'), sort: 'size', align: 'end', cell: (entry) => <span className="whitespace-nowrap">{humanSize(entry.file_size)}</span> },
    { id: 'type', label: trans('Type'), cell: (entry) => <span className="text-muted uppercase">{entry.extension || '—'}</span> },
    { id: 'disk', label: trans('Disk'), cell: (entry) => <span className="text-muted">{entry.disk === 'public' ? trans('Public') : trans('Private')}</span> },
    { id: 'owner', label: trans('Owner'), cell: (entry) => <OwnerCell owner={entry.owner} onFilter={(id) => update({ owner: String(id) })} /> },
    { id: 'usages', label: trans('Used by'), hiddenByDefault: true, cell: (entry) => <UsagesCell usages={entry.usages} /> },
    {
      id: 'date',
      label: trans('Uploaded'),
      sort: 'date',
      align: 'end',
      cell: (entry) => (entry.created_at ? <time dateTime={entry.created_at} className="whitespace-nowrap">{shortDate(entry.created_at, language)}</time> : '—'),
    },
  ]

  return (
    <>
      <DataTable
        id="files.entries"
        label={trans('Uploads')}
        endpoint={ADMIN_FILE_ENTRY_ROUTES.list}
        exportEndpoint={ADMIN_FILE_ENTRY_ROUTES.export}
        columns={columns}
        defaultSort={{ sort: 'date', order: 'desc' }}
        searchLabel={trans('Search by name or owner email')}
        filters={[
          fileTypeFilter(trans),
          { kind: 'boolean', param: 'trashed', label: trans('Trash'), trueLabel: trans('In the trash'), falseLabel: trans('Not in the trash') },
          {
            kind: 'chip',
            param: 'owner',
            label: trans('Owner'),
            valueLabel: (id, rows: readonly AdminFileEntry[]) => rows.find((entry) => String(entry.owner?.id) === id)?.owner?.name,
          },
        ]}
        bulkActions={[
          deleteAction(trans, {
            label: trans('Move to trash'),
            title: (count) => transChoice(trans, count, 'Move 1 file to the trash?', 'Move :count files to the trash?'),
            message: (count) =>
              transChoice(trans, count, 'Its owner no longer sees it; it can still be deleted for good.', 'Their owners no longer see them; they can still be deleted for good.'),
            done: (count) => transChoice(trans, count, '1 file moved to the trash', ':count files moved to the trash'),
            run: (ids, options) => api.post(FILE_ROUTES.delete, { entryIds: ids }, options),
          }),
          deleteAction(trans, {
            id: 'delete-forever',
            label: trans('Delete forever'),
            title: (count) => transChoice(trans, count, 'Delete 1 file forever?', 'Delete :count files forever?'),
            message: (count) =>
              transChoice(trans, count, 'The file is removed from its disk. This cannot be undone once the undo bar is gone.', 'The :count files are removed from their disks. This cannot be undone once the undo bar is gone.'),
            done: (count) => transChoice(trans, count, '1 file deleted', ':count files deleted'),
            run: (ids, options) => api.post(FILE_ROUTES.delete, { entryIds: ids, deleteForever: true }, options),
          }),
        ]}
        emptyMessage={trans('No uploads yet')}
        emptyIcon={<Upload />}
      />
      <FilePreviewDialog file={previewed} onClose={() => setPreviewed(null)} />
    </>
  )
}
