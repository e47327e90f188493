import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useTrans } from '../../../i18n/use_trans.js'
import { useService } from '../../../kernel/services_context.js'
import { handleMutationError } from '../../../services/mutation_errors.js'
import { API_CLIENT, TOAST_QUEUE } from '../../../services/tokens.js'
import { Button } from '../../../ui/button.js'
import { Form, useServerErrors } from '../../../ui/form.js'
import { PasswordField } from '../../../ui/password_field.js'
import { SettingsPanel } from './settings_panel.js'

const EMPTY = { current_password: '', password: '', password_confirmation: '' }

/** PUT auth/user/password: all three fields required (spec section 5). */
export function ChangePasswordPanel() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const serverErrors = useServerErrors()
  const [values, setValues] = useState(EMPTY)
  const change = useMutation({
    mutationFn: (payload: typeof EMPTY) => api.put<unknown>('auth/user/password', payload),
  })
  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }))
  const isValid = Object.values(values).every((value) => value !== '')

  return (
    <SettingsPanel
      id="password"
      title={trans('Update password')}
      description={trans('Use a long, random password to keep your account secure.')}
    >
      <Form
        validationBehavior="aria"
        {...serverErrors.formProps}
        onSubmit={(event) => {
          event.preventDefault()
          if (!isValid || change.isPending) return
          change.mutate(values, {
            onSuccess: () => {
              setValues(EMPTY)
              toasts.positive(trans('Password changed'))
            },
            onError: (error) =>
              handleMutationError(error, { toasts, trans, setFieldErrors: serverErrors.setErrors }),
          })
        }}
      >
        <PasswordField
          name="current_password"
          label={trans('Current password')}
          autoComplete="current-password"
          isRequired
          value={values.current_password}
          onChange={set('current_password')}
          className="md:max-w-[calc(50%-12px)]"
        />
        <div className="grid gap-6 md:grid-cols-2">
          <PasswordField
            name="password"
            label={trans('New password')}
            autoComplete="new-password"
            isRequired
            value={values.password}
            onChange={set('password')}
          />
          <PasswordField
            name="password_confirmation"
            label={trans('Confirm password')}
            autoComplete="new-password"
            isRequired
            value={values.password_confirmation}
            onChange={set('password_confirmation')}
          />
        </div>
        <div className="flex justify-end">
          <Button
            type="submit"
            variant="primary"
            size="sm"
            isDisabled={!isValid}
            isPending={change.isPending}
          >
            {trans('Update password')}
          </Button>
        </div>
      </Form>
    </SettingsPanel>
  )
}
