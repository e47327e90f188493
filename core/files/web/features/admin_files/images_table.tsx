import { useState } from 'react'
import Image from 'lucide-react/icons/image'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { transChoice } from '@web/i18n/translator.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { DataTable } from '@web/ui/data_table/data_table.js'
import { deleteAction } from '@web/ui/data_table/delete_action.js'
import type { DataTableColumn } from '@web/ui/data_table/types.js'
import { humanSize } from '@web/ui/human_size.js'
import type { StoredFileSummary } from '../../../../accounts/shared/file_types.js'
import { shortDate } from '../../../../accounts/web/format_dates.js'
import { FileNameCell, FilePreviewDialog } from './file_preview.js'
import { fileTypeFilter, OwnerCell, UsagesCell } from './file_cells.js'

/** core/accounts' list of the images modules store (avatars, profile headers, ads). */
const LIST = 'files'

/** The Images tab: every image a module stored, where it is used, a preview, and deleting them. */
export function ImagesTable() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const { language } = useBootstrap().i18n
  const [previewed, setPreviewed] = useState<StoredFileSummary | null>(null)

  const columns: DataTableColumn<StoredFileSummary>[] = [
    { id: 'name', label: trans('Name'), isRowHeader: true, cell: (file) => <FileNameCell file={file} onPreview={() => setPreviewed(file)} /> },
    { id: 'size', label: trans('Size'), sort: 'size', align: 'end', cell: (file) => humanSize(file.file_size) },
    // The extension reads quicker than the MIME type, which the preview shows.
    { id: 'type', label: trans('Type'), cell: (file) => <span className="text-muted uppercase">{file.extension || '—'}</span> },
    { id: 'disk', label: trans('Disk'), hiddenByDefault: true, cell: (file) => <span className="text-muted">{file.disk}</span> },
    { id: 'owner', label: trans('Owner'), cell: (file) => <OwnerCell owner={file.owner} /> },
    { id: 'usages', label: trans('Used by'), cell: (file) => <UsagesCell usages={file.usages} /> },
    {
      id: 'date',
      label: trans('Uploaded'),
      sort: 'date',
      align: 'end',
      cell: (file) => (file.updated_at ? <time dateTime={file.updated_at} className="whitespace-nowrap">{shortDate(file.updated_at, language)}</time> : '—'),
    },
  ]

  const deleteConfirm = (count: number) => transChoice(trans, count, 'Delete 1 file?', 'Delete :count files?')
  const deleted = (count: number) => transChoice(trans, count, '1 file deleted', ':count files deleted')

  return (
    <>
      <DataTable
        id="accounts.files"
        label={trans('Images')}
        endpoint={LIST}
        columns={columns}
        defaultSort={{ sort: 'date', order: 'desc' }}
        searchLabel={trans('Search images')}
        filters={[
          fileTypeFilter(trans),
          {
            kind: 'select',
            param: 'folder',
            label: trans('Folder'),
            options: [
              { value: 'avatars', label: trans('Avatars') },
              { value: 'profile-headers', label: trans('Profile headers') },
              { value: 'ads', label: trans('Ads') },
            ],
          },
        ]}
        bulkActions={[
          deleteAction(trans, {
            title: deleteConfirm,
            message: (count) =>
              transChoice(trans, count, 'The file is removed from the disk. A file still in use is kept.', 'The :count files are removed from the disk. If one is still in use, none is deleted.'),
            done: deleted,
            run: (ids, options) => api.post(`${LIST}/delete`, { ids }, options),
          }),
          {
            id: 'force-delete',
            label: trans('Delete even if used'),
            tone: 'danger',
            confirm: {
              title: deleteConfirm,
              message: (count) =>
              transChoice(
                trans,
                count,
                'The file is removed from the disk, even where it is still used: those places will show nothing.',
                'The :count files are removed from the disk, even where they are still used: those places will show nothing.'
              ),
            confirmLabel: trans('Delete'),
          },
            done: deleted,
            run: (ids, options) => api.post(`${LIST}/delete`, { ids, force: true }, options),
          },
        ]}
        emptyMessage={trans('No images yet')}
        emptyIcon={<Image />}
      />
      <FilePreviewDialog file={previewed} onClose={() => setPreviewed(null)} />
    </>
  )
}
