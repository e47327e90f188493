import { useEffect, useMemo } from 'react'
import ImagePlus from 'lucide-react/icons/image-plus'
import Trash2 from 'lucide-react/icons/trash-2'
import { FileTrigger } from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { imageRestrictionError, UPLOAD_IMAGE_TYPES } from '@web/services/image_restrictions.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { Button } from '@web/ui/button.js'
import { CoverImage, type CoverKind } from './cover_image.js'

/** As the server allows (editing/catalogue_images.ts, services/admin/genre_images.ts). */
const IMAGE_MAX_BYTES = 10 * 1024 * 1024

/**
 * A cover, artist or genre image: the image as it will show, a button to choose
 * another (checked for type and size before it is sent) and one to remove
 * it. `pending` is a file chosen for a row that does not exist yet: shown
 * at once, uploaded once the row is created.
 */
export function ImageField({
  label,
  kind,
  src,
  pending,
  isPending,
  errorMessage,
  onPick,
}: {
  label: string
  kind: CoverKind
  src: string | null
  pending?: File | null
  isPending?: boolean
  errorMessage?: string
  onPick: (file: File | null) => void
}) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const preview = usePreviewUrl(pending ?? null)
  const shown = preview ?? src
  const pick = (files: FileList | null) => {
    const file = files?.[0]
    if (!file) return
    const restriction = imageRestrictionError(file, IMAGE_MAX_BYTES, trans)
    if (restriction) return toasts.danger(restriction)
    onPick(file)
  }
  return (
    <div role="group" aria-label={label} className="flex flex-col gap-3">
      <span className="text-sm font-medium">{label}</span>
      <CoverImage src={shown} alt={shown ? label : ''} kind={kind} round={kind === 'artist'} className="size-40 shadow-md md:size-48" />
      <div className="flex flex-wrap gap-2">
        <FileTrigger acceptedFileTypes={UPLOAD_IMAGE_TYPES} onSelect={pick}>
          <Button variant="secondary" size="xs" isPending={isPending}>
            <ImagePlus aria-hidden className="size-4" />
            {shown ? trans('Replace') : trans('Upload image')}
          </Button>
        </FileTrigger>
        {shown && (
          <Button variant="ghost" size="xs" isDisabled={isPending} onPress={() => onPick(null)}>
            <Trash2 aria-hidden className="size-4" />
            {trans('Remove')}
          </Button>
        )}
      </div>
      {errorMessage && (
        <p role="alert" className="text-xs font-medium text-danger">
          {errorMessage}
        </p>
      )}
    </div>
  )
}

/** An object URL for a chosen file, revoked when it changes or the field goes. */
function usePreviewUrl(file: File | null) {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file])
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url])
  return url
}
