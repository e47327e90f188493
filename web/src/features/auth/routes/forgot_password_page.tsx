import { useState } from 'react'
import MailCheck from 'lucide-react/icons/mail-check'
import { useSearchParams } from 'react-router'
import { useTrans } from '../../../i18n/use_trans.js'
import { useService } from '../../../kernel/services_context.js'
import { handleMutationError } from '../../../services/mutation_errors.js'
import { TOAST_QUEUE } from '../../../services/tokens.js'
import { Button, ButtonLink } from '../../../ui/button.js'
import { Form, useServerErrors } from '../../../ui/form.js'
import { TextField } from '../../../ui/text_field.js'
import { TextLink } from '../../../ui/text_link.js'
import { BARE_LAYOUT_HANDLE } from '../api/auth_links.js'
import { useForgotPassword } from '../api/use_password_reset.js'
import { AuthLayout } from '../components/auth_layout.js'
import { GuestOnly } from '../components/guest_only.js'

export const handle = BARE_LAYOUT_HANDLE

/** /forgot-password: the email field is prefilled and locked when the link carries ?email= (spec section 2). */
export function Component() {
  return (
    <GuestOnly>
      <ForgotPasswordScreen />
    </GuestOnly>
  )
}

function ForgotPasswordScreen() {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const [searchParams] = useSearchParams()
  const forgot = useForgotPassword()
  const serverErrors = useServerErrors()
  const lockedEmail = searchParams.get('email')
  const [email, setEmail] = useState(lockedEmail ?? '')
  const [sentMessage, setSentMessage] = useState<string | null>(null)
  const isValid = email.trim() !== ''

  if (sentMessage !== null) {
    return (
      <AuthLayout
        icon={<MailCheck aria-hidden />}
        title={trans('Check your inbox')}
        description={<p role="status">{sentMessage}</p>}
      >
        <ButtonLink href="/login" variant="primary" size="lg" className="w-full">
          {trans('Back to sign in')}
        </ButtonLink>
      </AuthLayout>
    )
  }

  return (
    <AuthLayout
      title={trans('Forgot your password?')}
      description={trans(
        'Enter the email address of your account and we will send you a link to reset your password.'
      )}
      footer={
        <>
          {trans('Remembered it?')} <TextLink href="/login">{trans('Sign in.')}</TextLink>
        </>
      }
    >
      <Form
        validationBehavior="aria"
        {...serverErrors.formProps}
        onSubmit={(event) => {
          event.preventDefault()
          if (!isValid || forgot.isPending) return
          forgot.mutate(email.trim(), {
            onSuccess: (response) =>
              setSentMessage(
                response?.message || trans('We have emailed your password reset link.')
              ),
            onError: (error) =>
              handleMutationError(error, { toasts, trans, setFieldErrors: serverErrors.setErrors }),
          })
        }}
      >
        <TextField
          name="email"
          type="email"
          label={trans('Email')}
          autoComplete="email"
          autoFocus={!lockedEmail}
          isRequired
          isDisabled={lockedEmail !== null}
          value={email}
          onChange={setEmail}
        />
        <Button
          type="submit"
          variant="primary"
          size="lg"
          className="w-full"
          isDisabled={!isValid}
          isPending={forgot.isPending}
        >
          {trans('Send reset link')}
        </Button>
      </Form>
    </AuthLayout>
  )
}
