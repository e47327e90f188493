import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { NewPasswordFields } from '@web/auth/new_password_fields.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { PasswordField } from '@web/ui/password_field.js'
import { SubmitForm, useSubmitForm } from '@web/ui/submit_form.js'
import { SettingsPanel } from '@web/ui/settings_panel.js'

const EMPTY = { current_password: '', password: '', password_confirmation: '' }

/** PUT auth/user/password: all three fields required (spec section 5). */
export function ChangePasswordPanel() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const [values, setValues] = useState(EMPTY)
  const change = useMutation({
    mutationFn: (payload: typeof EMPTY) => api.put<unknown>('auth/user/password', payload),
  })
  const form = useSubmitForm({
    canSubmit: Object.values(values).every((value) => value !== ''),
    isPending: change.isPending,
    onSubmit: () =>
      change.mutate(values, {
        onSuccess: () => {
          setValues(EMPTY)
          toasts.positive(trans('Password changed'))
        },
        onError: form.onError,
      }),
  })

  return (
    <SettingsPanel
      id="password"
      title={trans('Update password')}
      description={trans('Use a long, random password to keep your account secure.')}
    >
      <SubmitForm form={form} submitLabel={trans('Update password')} layout="end">
        <PasswordField
          name="current_password"
          label={trans('Current password')}
          autoComplete="current-password"
          isRequired
          value={values.current_password}
          onChange={(current_password) =>
            setValues((current) => ({ ...current, current_password }))
          }
          className="md:max-w-[calc(50%-12px)]"
        />
        <div className="grid gap-6 md:grid-cols-2">
          <NewPasswordFields
            passwordLabel={trans('New password')}
            value={values}
            onChange={(newPassword) => setValues((current) => ({ ...current, ...newPassword }))}
          />
        </div>
      </SubmitForm>
    </SettingsPanel>
  )
}
