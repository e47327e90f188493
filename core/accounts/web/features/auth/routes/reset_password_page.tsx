import { useState } from 'react'
import { useNavigate, useParams, useSearchParams } from 'react-router'
import {
  EMPTY_NEW_PASSWORD,
  isNewPasswordFilled,
  NewPasswordFields,
} from '@web/auth/new_password_fields.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { SubmitForm, useSubmitForm } from '@web/ui/submit_form.js'
import { useResetPassword } from '../api/use_password_reset.js'
import { AuthLayout } from '../components/auth_layout.js'
import { EmailField } from '../components/email_field.js'
import { guestOnlyPage } from '../components/guest_only.js'

/** /password/reset/:token, opened from the reset email (which adds ?email=). */
export const Component = guestOnlyPage(ResetPasswordScreen)

function ResetPasswordScreen() {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const navigate = useNavigate()
  const { token = '' } = useParams()
  const [searchParams] = useSearchParams()
  const reset = useResetPassword()
  const [email, setEmail] = useState(searchParams.get('email') ?? '')
  const [newPassword, setNewPassword] = useState(EMPTY_NEW_PASSWORD)
  const form = useSubmitForm({
    canSubmit: email.trim() !== '' && isNewPasswordFilled(newPassword),
    isPending: reset.isPending,
    onSubmit: () =>
      reset.mutate(
        { token, email: email.trim(), ...newPassword },
        {
          onSuccess: () => {
            toasts.positive(trans('Your password has been reset!'))
            navigate('/login', { replace: true })
          },
          onError: form.onError,
        }
      ),
  })

  return (
    <AuthLayout title={trans('Reset your password')}>
      <SubmitForm form={form} submitLabel={trans('Reset password')} layout="wide">
        <EmailField value={email} onChange={setEmail} />
        <NewPasswordFields
          passwordLabel={trans('New password')}
          autoFocus
          value={newPassword}
          onChange={setNewPassword}
        />
      </SubmitForm>
    </AuthLayout>
  )
}
