import ImagePlus from 'lucide-react/icons/image-plus'
import Trash2 from 'lucide-react/icons/trash-2'
import Upload from 'lucide-react/icons/upload'
import { FileTrigger } from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { UPLOAD_IMAGE_TYPES } from '@web/services/image_restrictions.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { Button } from '@web/ui/button.js'
import type { AdSlotState } from '../../shared/ad_types.js'
import { useRemoveAdImage, useUploadAdImage } from './ads_api.js'

/** A slot's image: its preview (or an empty frame), then upload, replace or remove, saved at once. */
export function AdImageField({ slot }: { slot: AdSlotState }) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const upload = useUploadAdImage()
  const remove = useRemoveAdImage()
  const onError = (error: unknown) => handleMutationError(error, { toasts, trans })

  const pick = (files: FileList | null) => {
    const file = files?.[0]
    if (file) upload.mutate({ name: slot.name, file }, { onError })
  }

  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium">{trans('Image')}</span>
      <div className="flex min-h-28 items-center justify-center overflow-hidden rounded-base border border-dashed border-divider bg-background p-3">
        {slot.image ? (
          <img src={slot.image} alt={slot.description ?? ''} className="max-h-36 max-w-full rounded-base object-contain" />
        ) : (
          <span className="flex flex-col items-center gap-1.5 text-xs text-muted">
            <ImagePlus aria-hidden className="size-6" />
            {trans('No image yet')}
          </span>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <FileTrigger acceptedFileTypes={UPLOAD_IMAGE_TYPES} onSelect={pick}>
          <Button variant="secondary" size="xs" isPending={upload.isPending} aria-label={`${slot.label}: ${slot.image ? trans('Replace image') : trans('Upload image')}`}>
            <Upload aria-hidden className="size-4" />
            {slot.image ? trans('Replace image') : trans('Upload image')}
          </Button>
        </FileTrigger>
        {slot.image && (
          <Button
            variant="ghost"
            size="xs"
            isPending={remove.isPending}
            aria-label={`${slot.label}: ${trans('Remove image')}`}
            onPress={() => remove.mutate(slot.name, { onError })}
          >
            <Trash2 aria-hidden className="size-4" />
            {trans('Remove')}
          </Button>
        )}
      </div>
    </div>
  )
}
