import FileIcon from 'lucide-react/icons/file'
import Music from 'lucide-react/icons/music'
import { Button as RACButton } from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'
import { Dialog } from '@web/ui/dialog.js'
import { humanSize } from '@web/ui/human_size.js'

/** What the preview needs of a file, whichever list it comes from (uploads or stored images). */
export interface PreviewedFile {
  name: string
  /** The folder it is kept in ('avatars', 'Album/CD 1'), or null. */
  folder: string | null
  /** Null for a private upload: it has no public address to show it from. */
  url: string | null
  mime: string
  file_size: number
  disk: string
  /** Its key on the disk, when the list sends it. */
  path?: string
}

/** The name cell: a thumbnail (or the type's icon) that opens the preview, then the name and folder. */
export function FileNameCell({ file, onPreview }: { file: PreviewedFile; onPreview: () => void }) {
  const trans = useTrans()
  return (
    <span className="flex items-center gap-3">
      <RACButton
        aria-label={trans('Preview :name', { name: file.name })}
        onPress={onPreview}
        className="grid size-10 shrink-0 cursor-pointer place-items-center overflow-hidden rounded-sm border border-divider bg-chip text-muted outline-none focus-visible:ring-2 focus-visible:ring-primary"
      >
        {file.url && file.mime.startsWith('image/') ? (
          <img src={file.url} alt="" loading="lazy" className="size-full object-cover" />
        ) : file.mime.startsWith('audio/') ? (
          <Music aria-hidden className="size-5" />
        ) : (
          <FileIcon aria-hidden className="size-5" />
        )}
      </RACButton>
      <span className="min-w-0">
        <span className="block max-w-[min(14rem,24vw)] truncate font-medium text-main">{file.name}</span>
        <span className="block truncate text-xs text-muted">{file.folder}</span>
      </span>
    </span>
  )
}

/** The preview dialog: the image, or an audio player, with what the file is. */
export function FilePreviewDialog({ file, onClose }: { file: PreviewedFile | null; onClose: () => void }) {
  const trans = useTrans()
  return (
    <Dialog isOpen={file !== null} onOpenChange={(open) => !open && onClose()} title={file?.name ?? ''} size="lg" closeLabel={trans('Close')}>
      {file && (
        <div className="flex flex-col gap-4 p-6">
          <div className="grid min-h-48 place-items-center rounded-base bg-chip p-4">
            {!file.url ? (
              <p className="text-sm text-muted">{trans('A private upload: it has no public address to preview it from.')}</p>
            ) : file.mime.startsWith('image/') ? (
              <img src={file.url} alt={file.name} className="max-h-[60vh] min-h-32 max-w-full rounded-sm object-contain" />
            ) : file.mime.startsWith('audio/') ? (
              <audio src={file.url} controls className="w-full" />
            ) : (
              <p className="text-sm text-muted">{trans('No preview for this type of file.')}</p>
            )}
          </div>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1.5 text-sm">
            <dt className="text-muted">{trans('Type')}</dt>
            <dd>{file.mime}</dd>
            <dt className="text-muted">{trans('Size')}</dt>
            <dd>{humanSize(file.file_size)}</dd>
            <dt className="text-muted">{trans('Disk')}</dt>
            <dd>{file.disk}</dd>
            {file.path && (
              <>
                <dt className="text-muted">{trans('Path')}</dt>
                <dd className="break-all font-mono text-xs">{file.path}</dd>
              </>
            )}
          </dl>
        </div>
      )}
    </Dialog>
  )
}
