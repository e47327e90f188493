import { useEffect, useId } from 'react'
import FileVideo from 'lucide-react/icons/file-video'
import ImageIcon from 'lucide-react/icons/image'
import Trash2 from 'lucide-react/icons/trash-2'
import Upload from 'lucide-react/icons/upload'
import { FileTrigger } from 'react-aria-components'
import { useUploadQueue } from '../../../../files/web/upload_queue/use_upload_queue.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { Button } from '@web/ui/button.js'
import { Spinner } from '@web/ui/spinner.js'

const KINDS = {
  image: { accept: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml', 'image/x-icon', 'image/vnd.microsoft.icon'], maxBytes: 5 * 1024 * 1024 },
  video: { accept: ['video/mp4', 'video/webm'], maxBytes: 100 * 1024 * 1024 },
} as const

export interface AssetFieldProps {
  label: string
  description?: string
  value: string | null
  onChange: (url: string | null) => void
  kind: keyof typeof KINDS
}

/**
 * A logo, favicon or video of the site: what is there now, Upload (or
 * Replace) through the files module's upload queue to the public disk, where
 * the server checks the file by its content, and Remove.
 */
export function AssetField({ label, description, value, onChange, kind }: AssetFieldProps) {
  const trans = useTrans()
  const group = `appearance:${useId()}`
  const { queue, items } = useUploadQueue(group)
  const current = items.at(-1)
  const uploading = current?.status === 'pending' || current?.status === 'inProgress'
  const { accept, maxBytes } = KINDS[kind]

  useEffect(
    () =>
      queue.on('completed', (item) => {
        if (item.group !== group || !item.fileEntry?.url) return
        // Links are stored whole: the settings hold addresses any page (and the login's video) can load.
        onChange(kind === 'video' ? new URL(item.fileEntry.url, window.location.origin).href : item.fileEntry.url)
        queue.remove(item.id)
      }),
    [queue, group, kind, onChange]
  )

  return (
    <div role="group" aria-label={label} className="flex flex-col gap-2">
      <span className="text-sm font-medium">{label}</span>
      <div className="flex items-center gap-3">
        <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-base border border-divider bg-[repeating-conic-gradient(rgb(var(--be-text-main)/0.06)_0_25%,transparent_0_50%)] bg-[length:12px_12px]">
          {uploading ? (
            <Spinner />
          ) : value && kind === 'image' ? (
            <img src={value} alt="" className="max-h-full max-w-full object-contain" />
          ) : kind === 'video' ? (
            <FileVideo aria-hidden className="size-6 text-muted" />
          ) : (
            <ImageIcon aria-hidden className="size-6 text-muted" />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <div className="flex flex-wrap gap-2">
            <FileTrigger
              acceptedFileTypes={[...accept]}
              onSelect={(files) => {
                const file = files?.[0]
                if (file)
                  queue.add([file], {
                    group,
                    disk: 'public',
                    restrictions: { allowedFileTypes: [...accept], maxFileSize: maxBytes },
                  })
              }}
            >
              <Button size="xs" isDisabled={uploading}>
                <Upload aria-hidden className="size-3.5" />
                {value ? trans('Replace') : trans('Upload')}
              </Button>
            </FileTrigger>
            {value && (
              <Button size="xs" variant="ghost" aria-label={trans('Remove :name', { name: label })} onPress={() => onChange(null)}>
                <Trash2 aria-hidden className="size-3.5" />
                {trans('Remove')}
              </Button>
            )}
          </div>
          {kind === 'video' && value && (
            <a href={value} target="_blank" rel="noreferrer" className="truncate text-xs text-main underline-offset-2 hover:underline">
              {decodeURIComponent(value.split('/').at(-1) ?? value)}
            </a>
          )}
          {current?.status === 'failed' ? (
            <p role="alert" className="text-xs text-danger">
              {current.errorMessage ?? trans('The upload failed.')}
            </p>
          ) : (
            description && <p className="text-xs text-muted">{description}</p>
          )}
        </div>
      </div>
    </div>
  )
}
