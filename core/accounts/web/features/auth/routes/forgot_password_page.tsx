import { useState } from 'react'
import MailCheck from 'lucide-react/icons/mail-check'
import { useTrans } from '@web/i18n/use_trans.js'
import { ButtonLink } from '@web/ui/button.js'
import { SubmitForm, useSubmitForm } from '@web/ui/submit_form.js'
import { TextLink } from '@web/ui/text_link.js'
import { useForgotPassword } from '../api/use_password_reset.js'
import { AuthLayout } from '../components/auth_layout.js'
import { EmailField, useLinkedEmail } from '../components/email_field.js'
import { guestOnlyPage } from '../components/guest_only.js'

/** /forgot-password: the email field is prefilled and locked when the link carries ?email= (spec section 2). */
export const Component = guestOnlyPage(ForgotPasswordScreen)

function ForgotPasswordScreen() {
  const trans = useTrans()
  const forgot = useForgotPassword()
  const { email, fieldProps: emailFieldProps } = useLinkedEmail()
  const [sentMessage, setSentMessage] = useState<string | null>(null)
  const form = useSubmitForm({
    canSubmit: email.trim() !== '',
    isPending: forgot.isPending,
    onSubmit: () =>
      forgot.mutate(email.trim(), {
        onSuccess: (response) =>
          setSentMessage(response?.message || trans('We have emailed your password reset link.')),
        onError: form.onError,
      }),
  })

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
      <SubmitForm form={form} submitLabel={trans('Send reset link')} layout="wide">
        <EmailField {...emailFieldProps} />
      </SubmitForm>
    </AuthLayout>
  )
}
