import { useState } from 'react'
import Camera from 'lucide-react/icons/camera'
import Trash2 from 'lucide-react/icons/trash-2'
import { FileTrigger } from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { fieldErrorsOf, handleMutationError } from '@web/services/mutation_errors.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { Avatar } from '@web/ui/avatar.js'
import { Button } from '@web/ui/button.js'
import { UPLOAD_IMAGE_TYPES } from '@web/services/image_restrictions.js'
import { avatarRestrictionError } from '../api/avatar_restrictions.js'
import type { AccountUser } from '../../../../shared/account_types.js'
import { useRemoveAvatar, useUploadAvatar } from '../api/use_account_details.js'

/**
 * The profile image: pick a new one (checked here for type and size first,
 * with a toast when it fails, spec section 5) or remove it. Saved at once.
 */
export function AvatarField({ user }: { user: AccountUser }) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const upload = useUploadAvatar(user.id)
  const remove = useRemoveAvatar(user.id)
  const [error, setError] = useState<string | null>(null)

  const pick = (files: FileList | null) => {
    const file = files?.[0]
    if (!file) return
    const restriction = avatarRestrictionError(file, trans)
    if (restriction) {
      toasts.danger(restriction)
      return
    }
    setError(null)
    upload.mutate(file, {
      onError: (failure) => {
        const fields = fieldErrorsOf(failure)
        if (fields) setError(fields.file ?? trans('Please select an image.'))
        else handleMutationError(failure, { toasts, trans })
      },
    })
  }

  return (
    <div className="flex items-center gap-5">
      <Avatar name={user.name} src={user.image} size="xl" className="ring-1 ring-divider" />
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium text-main">{trans('Profile image')}</span>
        <div className="flex flex-wrap gap-2">
          <FileTrigger acceptedFileTypes={UPLOAD_IMAGE_TYPES} onSelect={pick}>
            <Button variant="secondary" size="xs" isPending={upload.isPending}>
              <Camera aria-hidden className="size-4" />
              {user.image ? trans('Change image') : trans('Upload image')}
            </Button>
          </FileTrigger>
          {user.image && (
            <Button
              variant="ghost"
              size="xs"
              isPending={remove.isPending}
              onPress={() =>
                remove.mutate(undefined, {
                  onError: (failure) => handleMutationError(failure, { toasts, trans }),
                })
              }
            >
              <Trash2 aria-hidden className="size-4" />
              {trans('Remove')}
            </Button>
          )}
        </div>
        {error ? (
          <span role="alert" className="text-xs font-medium text-danger">
            {error}
          </span>
        ) : (
          <span className="text-xs text-muted">{trans('PNG, JPG, GIF or WebP, up to 2MB.')}</span>
        )}
      </div>
    </div>
  )
}
