import { useState } from 'react'
import MailCheck from 'lucide-react/icons/mail-check'
import { useCurrentUser } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { CodeField } from '@web/ui/code_field.js'
import { LinkButton } from '@web/ui/link_button.js'
import { SubmitForm, useSubmitForm } from '@web/ui/submit_form.js'
import {
  useResendVerificationEmail,
  useValidateVerificationCode,
} from '../api/use_email_verification.js'
import { maskEmail } from '../mask_email.js'
import { GateLayout } from './gate_layout.js'

/** Spec section 9: verification codes have 6 characters. */
const VERIFICATION_CODE_LENGTH = 6

/**
 * Spec section 2: replaces the app until the code mailed at registration is
 * entered. A correct code reloads the page, so everything starts over as a
 * verified user (spec section 4).
 */
export function VerifyEmailScreen() {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const user = useCurrentUser()
  const validate = useValidateVerificationCode()
  const resend = useResendVerificationEmail()
  const [code, setCode] = useState('')
  const form = useSubmitForm({
    canSubmit: code !== '',
    isPending: validate.isPending,
    onSubmit: () =>
      validate.mutate(code, { onSuccess: () => window.location.reload(), onError: form.onError }),
  })
  const email = user?.email ?? ''

  return (
    <GateLayout icon={<MailCheck aria-hidden />} title={trans('Verify your email')}>
      <p className="mt-3 text-sm leading-6 text-muted">
        {trans('Enter the verification code we sent to :email', { email: maskEmail(email) })}
      </p>
      <SubmitForm form={form} submitLabel={trans('Next')} layout="wide" className="mt-8 text-left">
        <CodeField
          name="code"
          label={trans('Code')}
          placeholder={trans('Enter your verification code')}
          numeric
          maxLength={VERIFICATION_CODE_LENGTH}
          autoFocus
          isRequired
          value={code}
          onChange={setCode}
        />
      </SubmitForm>
      <p className="mt-6 text-xs leading-5 text-muted">
        {trans(
          "If you don't see the email in your inbox, check your spam and promotions folders. If you still don't see it,"
        )}{' '}
        <LinkButton
          className="text-xs"
          isDisabled={resend.isPending || !email}
          onPress={() =>
            resend.mutate(email, {
              onSuccess: () => toasts.positive(trans('Email sent')),
              onError: (error) => handleMutationError(error, { toasts, trans }),
            })
          }
        >
          {trans('request a resend')}
        </LinkButton>
        .
      </p>
    </GateLayout>
  )
}
