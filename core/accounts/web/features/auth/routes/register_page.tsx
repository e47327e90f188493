import { useState } from 'react'
import { Navigate, useNavigate, useSearchParams } from 'react-router'
import type { BootstrapPayload } from '@web/auth/use_apply_bootstrap.js'
import {
  EMPTY_NEW_PASSWORD,
  isNewPasswordFilled,
  NewPasswordFields,
} from '@web/auth/new_password_fields.js'
import { useApplyBootstrap } from '@web/auth/use_apply_bootstrap.js'
import { toBoolean } from '@web/bootstrap/settings.js'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { Checkbox } from '@web/ui/checkbox.js'
import { SubmitForm, useSubmitForm } from '@web/ui/submit_form.js'
import { TextLink } from '@web/ui/text_link.js'
import { NEEDS_EMAIL_VERIFICATION } from '../../../../shared/sign_in_types.js'
import { useAuthLinks } from '../api/auth_links.js'
import { useRecaptcha } from '../api/use_recaptcha.js'
import { useRegister } from '../api/use_register.js'
import { useSignInSuccess } from '../api/use_sign_in_success.js'
import { AuthLayout } from '../components/auth_layout.js'
import { EmailField, useLinkedEmail } from '../components/email_field.js'
import { GuestOnly } from '../components/guest_only.js'
import { SocialButtons } from '../components/social_buttons.js'

/** The answer to a registration that still needs the email confirmed: home, where the verification screen waits. */

interface Policy {
  id: string
  label: string
}

/**
 * /register and /workspace/join/register (spec section 2). With registration
 * disabled only invited people (invite_id) and people joining a workspace
 * get the form; everyone else goes to /login.
 */
export function Component() {
  const { settings } = useBootstrap()
  const links = useAuthLinks()
  const [searchParams] = useSearchParams()
  const invited = searchParams.has('invite_id') || links.joiningWorkspace
  if (toBoolean(settings.registration?.disable) && !invited) {
    return <Navigate replace to={links.login} />
  }
  return (
    <GuestOnly>
      <RegisterForm />
    </GuestOnly>
  )
}

function RegisterForm() {
  const trans = useTrans()
  const { settings } = useBootstrap()
  const links = useAuthLinks()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const register = useRegister()
  const recaptcha = useRecaptcha('register')
  const applyBootstrap = useApplyBootstrap()
  const signInSuccess = useSignInSuccess()
  const linkedEmail = useLinkedEmail()
  const policies: Policy[] = Array.isArray(settings.registration?.policies)
    ? settings.registration.policies
    : []
  const [newPassword, setNewPassword] = useState(EMPTY_NEW_PASSWORD)
  const [accepted, setAccepted] = useState<Record<string, boolean>>({})
  const form = useSubmitForm({
    canSubmit:
      linkedEmail.email.trim() !== '' &&
      isNewPasswordFilled(newPassword) &&
      policies.every((policy) => accepted[policy.id]),
    isPending: register.isPending,
    onSubmit: () => void submit(),
  })

  const onSignedIn = (bootstrapData: BootstrapPayload | undefined) => {
    if (bootstrapData) signInSuccess(bootstrapData)
    else window.location.assign('/')
  }

  const submit = async () => {
    const invite = {
      invite_id: searchParams.get('invite_id') ?? undefined,
      invite_type: searchParams.get('invite_type') ?? undefined,
    }
    const payload = {
      email: linkedEmail.email.trim(),
      ...newPassword,
      ...Object.fromEntries(policies.map((policy) => [policy.id, true])),
      ...invite,
      ...(await recaptcha()),
    }
    register.mutate(payload, {
      onSuccess: (response) => {
        if (response.status === NEEDS_EMAIL_VERIFICATION) {
          applyBootstrap(response.bootstrapData)
          navigate('/', { replace: true })
        } else {
          onSignedIn(response.bootstrapData)
        }
      },
      onError: form.onError,
    })
  }

  return (
    <AuthLayout
      title={trans('Create a new account')}
      footer={
        <>
          {trans('Already have an account?')}{' '}
          <TextLink href={links.login}>{trans('Sign in.')}</TextLink>
        </>
      }
    >
      <SubmitForm form={form} submitLabel={trans('Create account')} layout="wide">
        <EmailField {...linkedEmail.fieldProps} />
        <NewPasswordFields
          passwordLabel={trans('Password')}
          autoFocus={linkedEmail.isLocked}
          value={newPassword}
          onChange={setNewPassword}
        />
        {policies.length > 0 && (
          <div className="flex flex-col gap-3">
            {policies.map((policy) => (
              <Checkbox
                key={policy.id}
                name={policy.id}
                isRequired
                isSelected={!!accepted[policy.id]}
                onChange={(isSelected) =>
                  setAccepted((current) => ({ ...current, [policy.id]: isSelected }))
                }
              >
                {trans(policy.label)}
              </Checkbox>
            ))}
          </div>
        )}
      </SubmitForm>
      <SocialButtons onSignedIn={onSignedIn} />
    </AuthLayout>
  )
}
