import { useState } from 'react'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { SubmitForm, useSubmitForm } from '@web/ui/submit_form.js'
import { TextField } from '@web/ui/text_field.js'
import type { AccountUser } from '../../../../shared/account_types.js'
import { useUpdateAccountDetails } from '../api/use_account_details.js'
import { AvatarField } from './avatar_field.js'
import { SettingsPanel } from '@web/ui/settings_panel.js'

/** First name, last name and profile image. */
export function AccountDetailsPanel({ user }: { user: AccountUser }) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const update = useUpdateAccountDetails(user.id)
  const [firstName, setFirstName] = useState(user.first_name ?? '')
  const [lastName, setLastName] = useState(user.last_name ?? '')
  const form = useSubmitForm({
    canSubmit: firstName !== (user.first_name ?? '') || lastName !== (user.last_name ?? ''),
    isPending: update.isPending,
    onSubmit: () =>
      update.mutate(
        { first_name: firstName.trim() || null, last_name: lastName.trim() || null },
        {
          onSuccess: () => toasts.positive(trans('Updated account details')),
          onError: form.onError,
        }
      ),
  })

  return (
    <SettingsPanel
      id="account-details"
      title={trans('Account details')}
      description={trans('Your name and picture, as others see them on your profile.')}
    >
      <div className="flex flex-col gap-8">
        <AvatarField user={user} />
        <SubmitForm form={form} submitLabel={trans('Save')} layout="end">
          <div className="grid gap-6 md:grid-cols-2">
            <TextField
              name="first_name"
              label={trans('First name')}
              autoComplete="given-name"
              value={firstName}
              onChange={setFirstName}
            />
            <TextField
              name="last_name"
              label={trans('Last name')}
              autoComplete="family-name"
              value={lastName}
              onChange={setLastName}
            />
          </div>
        </SubmitForm>
      </div>
    </SettingsPanel>
  )
}
