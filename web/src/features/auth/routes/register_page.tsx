import { useState } from 'react'
import { Navigate, useNavigate, useSearchParams } from 'react-router'
import type { BootstrapPayload } from '../../../auth/use_apply_bootstrap.js'
import { useApplyBootstrap } from '../../../auth/use_apply_bootstrap.js'
import { toBoolean } from '../../../bootstrap/settings.js'
import { useBootstrap } from '../../../bootstrap/use_bootstrap.js'
import { useTrans } from '../../../i18n/use_trans.js'
import { useService } from '../../../kernel/services_context.js'
import { handleMutationError } from '../../../services/mutation_errors.js'
import { TOAST_QUEUE } from '../../../services/tokens.js'
import { Button } from '../../../ui/button.js'
import { Checkbox } from '../../../ui/checkbox.js'
import { Form, useServerErrors } from '../../../ui/form.js'
import { PasswordField } from '../../../ui/password_field.js'
import { TextField } from '../../../ui/text_field.js'
import { TextLink } from '../../../ui/text_link.js'
import { BARE_LAYOUT_HANDLE, useAuthLinks } from '../api/auth_links.js'
import { useRecaptcha } from '../api/use_recaptcha.js'
import { useRegister } from '../api/use_register.js'
import { useSignInSuccess } from '../api/use_sign_in_success.js'
import { AuthLayout } from '../components/auth_layout.js'
import { GuestOnly } from '../components/guest_only.js'
import { SocialButtons } from '../components/social_buttons.js'

export const handle = BARE_LAYOUT_HANDLE

/** The answer to a registration that still needs the email confirmed: home, where the verification screen waits. */
const NEEDS_EMAIL_VERIFICATION = 'needs_email_verification'

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
  const toasts = useService(TOAST_QUEUE)
  const { settings } = useBootstrap()
  const links = useAuthLinks()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const register = useRegister()
  const recaptcha = useRecaptcha('register')
  const applyBootstrap = useApplyBootstrap()
  const signInSuccess = useSignInSuccess()
  const serverErrors = useServerErrors()
  const lockedEmail = searchParams.get('email')
  const policies: Policy[] = Array.isArray(settings.registration?.policies)
    ? settings.registration.policies
    : []
  const [email, setEmail] = useState(lockedEmail ?? '')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [accepted, setAccepted] = useState<Record<string, boolean>>({})
  const isValid =
    email.trim() !== '' &&
    password !== '' &&
    confirmation !== '' &&
    policies.every((policy) => accepted[policy.id])

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
      email: email.trim(),
      password,
      password_confirmation: confirmation,
      ...Object.fromEntries(policies.map((policy) => [policy.id, true])),
      ...invite,
      ...(await recaptcha()),
    }
    register.mutate(payload, {
      onSuccess: (response) => {
        if (response?.status === NEEDS_EMAIL_VERIFICATION && response.bootstrapData) {
          applyBootstrap(response.bootstrapData)
          navigate('/', { replace: true })
        } else {
          onSignedIn(response?.bootstrapData)
        }
      },
      onError: (error) =>
        handleMutationError(error, { toasts, trans, setFieldErrors: serverErrors.setErrors }),
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
      <Form
        validationBehavior="aria"
        {...serverErrors.formProps}
        onSubmit={(event) => {
          event.preventDefault()
          if (isValid && !register.isPending) void submit()
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
        <PasswordField
          name="password"
          label={trans('Password')}
          autoComplete="new-password"
          autoFocus={lockedEmail !== null}
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
        <Button
          type="submit"
          variant="primary"
          size="lg"
          className="w-full"
          isDisabled={!isValid}
          isPending={register.isPending}
        >
          {trans('Create account')}
        </Button>
      </Form>
      <SocialButtons onSignedIn={onSignedIn} />
    </AuthLayout>
  )
}
