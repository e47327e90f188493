import { useEffect, useId } from 'react'
import ImageUp from 'lucide-react/icons/image-up'
import Trash2 from 'lucide-react/icons/trash-2'
import { FileTrigger } from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'
import { Button } from '@web/ui/button.js'
import { Spinner } from '@web/ui/spinner.js'
import { useUploadQueue } from '../../../../../files/web/upload_queue/use_upload_queue.js'

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif']
const MAX_IMAGE_BYTES = 5 * 1024 * 1024

/**
 * An image setting uploaded through core/files' queue to the public disk:
 * its preview, Upload (or Replace) and Remove. The stored file's URL becomes
 * the value once the upload completes; a refused file says why.
 */
export function ImageUploadField({ label, value, onChange }: { label: string; value: string | null | undefined; onChange: (url: string | null) => void }) {
  const trans = useTrans()
  const group = `appearance-image:${useId()}`
  const { queue, items } = useUploadQueue(group)
  const latest = items.at(-1)

  useEffect(() => {
    if (latest?.status !== 'completed' || !latest.fileEntry?.url) return
    onChange(latest.fileEntry.url)
    queue.remove(latest.id)
  }, [latest, onChange, queue])

  const uploading = latest?.status === 'pending' || latest?.status === 'inProgress'
  return (
    <div role="group" aria-label={label}>
      <div className="mb-1.5 text-sm font-medium text-main">{label}</div>
      <div className="flex items-center gap-3">
        <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-base border border-divider bg-chip">
          {value ? <img src={value} alt="" className="size-full object-cover" /> : <ImageUp aria-hidden className="size-5 text-muted" />}
        </div>
        <div className="flex flex-wrap gap-2">
          <FileTrigger
            acceptedFileTypes={IMAGE_TYPES}
            onSelect={(files) => {
              const file = files?.[0]
              if (file) queue.add([file], { disk: 'public', group, restrictions: { allowedFileTypes: IMAGE_TYPES, maxFileSize: MAX_IMAGE_BYTES } })
            }}
          >
            <Button size="sm" variant="secondary" isPending={uploading}>
              {value ? trans('Replace') : trans('Upload')}
            </Button>
          </FileTrigger>
          {value && (
            <Button size="sm" variant="ghost" onPress={() => onChange(null)}>
              <Trash2 aria-hidden className="size-4" />
              {trans('Remove')}
            </Button>
          )}
        </div>
        {uploading && <Spinner label={trans('Uploading...')} className="size-4" />}
      </div>
      {latest?.status === 'failed' && (
        <p role="alert" className="mt-1.5 text-xs text-danger">
          {latest.errorMessage ? trans(latest.errorMessage) : trans('The upload failed.')}
        </p>
      )}
    </div>
  )
}
