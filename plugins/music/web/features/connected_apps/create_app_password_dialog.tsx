import { useTrans } from '@web/i18n/use_trans.js'
import type { WithConfirmedPassword } from '@web/kernel/app_zones.js'
import { CreateCredentialDialog } from '@web/ui/create_credential_dialog.js'
import type { DialogControl } from '@web/ui/form_dialog.js'
import { useCreateAppPassword } from './app_passwords_api.js'

/**
 * Names an app password, then shows it this one time to type into the app.
 * Creating one asks for the account's password first unless it was typed
 * lately (the server refuses otherwise: a credential is handed out).
 */
export function CreateAppPasswordDialog({ withConfirmedPassword, ...control }: DialogControl & { withConfirmedPassword: WithConfirmedPassword }) {
  const trans = useTrans()
  const create = useCreateAppPassword()
  return (
    <CreateCredentialDialog
      {...control}
      title={trans('Create app password')}
      createdTitle={trans('Your app password')}
      nameField={{
        name: 'name',
        label: trans('App or device'),
        description: trans('For example "Phone, Symfonium", so you know which one to revoke later.'),
        maxLength: 60,
      }}
      notice={trans('Enter this password in the app now. It will not be shown again once this dialog is closed.')}
      secretLabel={trans('App password')}
      isPending={create.isPending}
      create={async (name) => (await withConfirmedPassword(() => create.mutateAsync(name)))?.password}
    />
  )
}
