import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { CreateCredentialDialog } from '@web/ui/create_credential_dialog.js'
import type { DialogControl } from '@web/ui/form_dialog.js'
import { useCreateAccessToken } from '../api/use_access_tokens.js'

/**
 * Names a new API token, then shows its plain text this one time, with the
 * spec's notice that it cannot be seen again once the dialog closes.
 */
export function CreateTokenDialog(control: DialogControl) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const create = useCreateAccessToken()
  return (
    <CreateCredentialDialog
      {...control}
      title={trans('Create new token')}
      createdTitle={trans('Your new token')}
      nameField={{
        name: 'tokenName',
        label: trans('Token name'),
        description: trans('What the token is for, so you recognise it later.'),
      }}
      notice={trans(
        'Make sure to store the token in a safe place. After this dialog is closed, token will not be viewable anymore.'
      )}
      secretLabel={trans('Token')}
      isPending={create.isPending}
      create={async (name) => {
        const response = await create.mutateAsync(name)
        if (!response) return null
        toasts.positive(trans('Token create'))
        return response.plainTextToken
      }}
    />
  )
}
