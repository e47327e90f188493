import type { CSSProperties } from 'react'
import ImagePlus from 'lucide-react/icons/image-plus'
import Trash2 from 'lucide-react/icons/trash-2'
import { FileTrigger } from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { imageRestrictionError, UPLOAD_IMAGE_TYPES } from '@web/services/image_restrictions.js'
import { fieldErrorsOf, handleMutationError } from '@web/services/mutation_errors.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { Button } from '@web/ui/button.js'
import { useRemoveProfileHeader, useUploadProfileHeader } from '../../../api/profile_mutations.js'

/** As the server allows (music/profile/header). */
const HEADER_MAX_BYTES = 5 * 1024 * 1024

/** Picks, checks and uploads a header image; the toast explains a refusal. */
function useHeaderUpload(userId: number) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const upload = useUploadProfileHeader(userId)
  const pick = (files: FileList | null) => {
    const file = files?.[0]
    if (!file) return
    const restriction = imageRestrictionError(file, HEADER_MAX_BYTES, trans)
    if (restriction) return toasts.danger(restriction)
    upload.mutate(file, {
      onSuccess: () => toasts.positive(trans('Header image updated')),
      onError: (error) => {
        const message = fieldErrorsOf(error)?.file
        if (message) toasts.danger(message)
        else handleMutationError(error, { toasts, trans })
      },
    })
  }
  return { pick, isPending: upload.isPending }
}

const OVER_IMAGE_COLOURS = {
  '--be-chip': '24 24 27',
  '--be-text-main': '250 250 250',
} as CSSProperties

/** "Add header image" for the profile owner whose profile has none yet. */
export function AddHeaderButton({ userId }: { userId: number }) {
  const trans = useTrans()
  const { pick, isPending } = useHeaderUpload(userId)
  return (
    <FileTrigger acceptedFileTypes={UPLOAD_IMAGE_TYPES} onSelect={pick}>
      <Button variant="ghost" size="sm" isPending={isPending}>
        <ImagePlus aria-hidden className="size-4" />
        {trans('Add header image')}
      </Button>
    </FileTrigger>
  )
}

/**
 * A profile's wide header image above the page header; its owner can
 * replace or remove it from buttons over its corner.
 */
export function ProfileBanner({
  userId,
  image,
  editable,
}: {
  userId: number
  image: string
  editable: boolean
}) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const { pick, isPending } = useHeaderUpload(userId)
  const remove = useRemoveProfileHeader(userId)
  return (
    // Opaque and above the page header's colour wash, whose top edge it hides.
    <div className="relative z-1 -mx-4 -mt-4 mb-8 h-36 bg-chip shadow-lg shadow-black/20 sm:h-48 md:-mx-8 md:-mt-6 md:h-60">
      <img src={image} alt="" className="size-full object-cover" fetchPriority="high" />
      {editable && (
        // Dark chips whatever the theme: they sit on a picture.
        <div className="absolute top-3 right-3 flex gap-2" style={OVER_IMAGE_COLOURS}>
          <FileTrigger acceptedFileTypes={UPLOAD_IMAGE_TYPES} onSelect={pick}>
            <Button variant="secondary" size="xs" isPending={isPending}>
              <ImagePlus aria-hidden className="size-4" />
              {trans('Change header')}
            </Button>
          </FileTrigger>
          <Button
            variant="secondary"
            size="xs"
            isPending={remove.isPending}
            onPress={() =>
              remove.mutate(undefined, {
                onSuccess: () => toasts.positive(trans('Header image removed')),
                onError: (error) => handleMutationError(error, { toasts, trans }),
              })
            }
          >
            <Trash2 aria-hidden className="size-4" />
            {trans('Remove')}
          </Button>
        </div>
      )}
    </div>
  )
}
