import { useState } from 'react'
import type { BootstrapPayload } from '@web/auth/use_apply_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { CodeField } from '@web/ui/code_field.js'
import { LinkButton } from '@web/ui/link_button.js'
import { SubmitForm, useSubmitForm } from '@web/ui/submit_form.js'
import { useTwoFactorChallenge } from '../api/use_login.js'

/** Spec sections 5 and 9: an authenticator code has exactly 6 characters, a recovery code 21. */
export const OTP_LENGTH = 6
export const RECOVERY_CODE_LENGTH = 21

type Mode = 'code' | 'recovery'

/**
 * The second step of signing in to an account with two-factor
 * authentication: a code from the authenticator app, or one of the recovery
 * codes when the phone is not at hand.
 */
export function TwoFactorChallenge({
  onSignedIn,
  onBack,
}: {
  onSignedIn: (bootstrapData: BootstrapPayload | undefined) => void
  onBack: () => void
}) {
  const trans = useTrans()
  const challenge = useTwoFactorChallenge()
  const [mode, setMode] = useState<Mode>('code')
  const [value, setValue] = useState('')
  const form = useSubmitForm({
    canSubmit: value.length === (mode === 'code' ? OTP_LENGTH : RECOVERY_CODE_LENGTH),
    isPending: challenge.isPending,
    onSubmit: () =>
      challenge.mutate(mode === 'code' ? { code: value } : { recovery_code: value }, {
        onSuccess: (response) => onSignedIn(response?.bootstrapData),
        onError: form.onError,
      }),
  })

  const switchMode = () => {
    setMode(mode === 'code' ? 'recovery' : 'code')
    setValue('')
    form.setErrors({})
  }

  return (
    <SubmitForm
      form={form}
      submitLabel={trans('Confirm')}
      layout="wide"
      after={
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <LinkButton onPress={switchMode}>
            {mode === 'code' ? trans('Use a recovery code') : trans('Use an authentication code')}
          </LinkButton>
          <LinkButton onPress={onBack} className="font-medium text-muted hover:text-main">
            {trans('Back to sign in')}
          </LinkButton>
        </div>
      }
    >
      <p className="text-sm leading-6 text-muted">
        {mode === 'code'
          ? trans(
              'Confirm access to your account by entering the authentication code provided by your authenticator application.'
            )
          : trans(
              'Confirm access to your account by entering one of your emergency recovery codes.'
            )}
      </p>
      {mode === 'code' ? (
        <CodeField
          key="code"
          name="code"
          label={trans('Code')}
          numeric
          maxLength={OTP_LENGTH}
          autoFocus
          isRequired
          value={value}
          onChange={setValue}
        />
      ) : (
        <CodeField
          key="recovery_code"
          name="recovery_code"
          label={trans('Recovery code')}
          autoComplete="off"
          maxLength={RECOVERY_CODE_LENGTH}
          autoFocus
          isRequired
          value={value}
          onChange={setValue}
        />
      )}
    </SubmitForm>
  )
}
