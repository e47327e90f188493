import { useState } from 'react'
import { useNavigate, useParams, useSearchParams } from 'react-router'
import { useTrans } from '../../../i18n/use_trans.js'
import { useService } from '../../../kernel/services_context.js'
import { handleMutationError } from '../../../services/mutation_errors.js'
import { TOAST_QUEUE } from '../../../services/tokens.js'
import { Button } from '../../../ui/button.js'
import { Form, useServerErrors } from '../../../ui/form.js'
import { PasswordField } from '../../../ui/password_field.js'
import { TextField } from '../../../ui/text_field.js'
import { BARE_LAYOUT_HANDLE } from '../api/auth_links.js'
import { useResetPassword } from '../api/use_password_reset.js'
import { AuthLayout } from '../components/auth_layout.js'
import { GuestOnly } from '../components/guest_only.js'

export const handle = BARE_LAYOUT_HANDLE

/** /password/reset/:token, opened from the reset email (which adds ?email=). */
export function Component() {
  return (
    <GuestOnly>
      <ResetPasswordScreen />
    </GuestOnly>
  )
}

function ResetPasswordScreen() {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const navigate = useNavigate()
  const { token = '' } = useParams()
  const [searchParams] = useSearchParams()
  const reset = useResetPassword()
  const serverErrors = useServerErrors()
  const [email, setEmail] = useState(searchParams.get('email') ?? '')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const isValid = email.trim() !== '' && password !== '' && confirmation !== ''

  return (
    <AuthLayout title={trans('Reset your password')}>
      <Form
        validationBehavior="aria"
        {...serverErrors.formProps}
        onSubmit={(event) => {
          event.preventDefault()
          if (!isValid || reset.isPending) return
          reset.mutate(
            { token, email: email.trim(), password, password_confirmation: confirmation },
            {
              onSuccess: () => {
                toasts.positive(trans('Your password has been reset!'))
                navigate('/login', { replace: true })
              },
              onError: (error) =>
                handleMutationError(error, {
                  toasts,
                  trans,
                  setFieldErrors: serverErrors.setErrors,
                }),
            }
          )
        }}
      >
        <TextField
          name="email"
          type="email"
          label={trans('Email')}
          autoComplete="email"
          isRequired
          value={email}
          onChange={setEmail}
        />
        <PasswordField
          name="password"
          label={trans('New password')}
          autoComplete="new-password"
          autoFocus
          isRequired
          value={password}
          onChange={setPassword}
        />
        <PasswordField
          name="password_confirmation"
          label={trans('Confirm password')}
          autoComplete="new-password"
          isRequired
          value={confirmation}
          onChange={setConfirmation}
        />
        <Button
          type="submit"
          variant="primary"
          size="lg"
          className="w-full"
          isDisabled={!isValid}
          isPending={reset.isPending}
        >
          {trans('Reset password')}
        </Button>
      </Form>
    </AuthLayout>
  )
}
