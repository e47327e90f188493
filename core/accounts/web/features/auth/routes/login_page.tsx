import { useState } from 'react'
import { useSearchParams } from 'react-router'
import type { BootstrapPayload } from '@web/auth/use_apply_bootstrap.js'
import { toBoolean } from '@web/bootstrap/settings.js'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { Checkbox } from '@web/ui/checkbox.js'
import { PasswordField } from '@web/ui/password_field.js'
import { SubmitForm, useSubmitForm } from '@web/ui/submit_form.js'
import { TextLink } from '@web/ui/text_link.js'
import { useAuthLinks } from '../api/auth_links.js'
import { demoCredentials } from '../api/demo_credentials.js'
import { internalPath } from '../api/post_login_target.js'
import { useLogin } from '../api/use_login.js'
import { useRecaptcha } from '../api/use_recaptcha.js'
import { useSignInSuccess } from '../api/use_sign_in_success.js'
import { AuthLayout } from '../components/auth_layout.js'
import { EmailField } from '../components/email_field.js'
import { guestOnlyPage } from '../components/guest_only.js'
import { SocialButtons } from '../components/social_buttons.js'
import { TwoFactorChallenge } from '../components/two_factor_challenge.js'

/** /login and /workspace/join/login (spec section 2). */
export const Component = guestOnlyPage(LoginScreen)

function LoginScreen() {
  const trans = useTrans()
  const { settings } = useBootstrap()
  const [searchParams] = useSearchParams()
  const signInSuccess = useSignInSuccess()
  const [twoFactor, setTwoFactor] = useState(false)

  // A challenge answered without fresh data (older servers): a full load picks up the session.
  const onSignedIn = (bootstrapData: BootstrapPayload | undefined) => {
    if (bootstrapData) signInSuccess(bootstrapData)
    else window.location.assign(internalPath(searchParams.get('redirect')) ?? '/')
  }

  if (twoFactor) {
    return (
      <AuthLayout title={trans('Two-factor authentication')}>
        <TwoFactorChallenge onSignedIn={onSignedIn} onBack={() => setTwoFactor(false)} />
      </AuthLayout>
    )
  }
  return (
    <LoginForm
      demo={demoCredentials(settings)}
      onTwoFactor={() => setTwoFactor(true)}
      onSignedIn={onSignedIn}
    />
  )
}

function LoginForm({
  demo,
  onTwoFactor,
  onSignedIn,
}: {
  demo: { email: string; password: string } | null
  onTwoFactor: () => void
  onSignedIn: (bootstrapData: BootstrapPayload | undefined) => void
}) {
  const trans = useTrans()
  const { settings } = useBootstrap()
  const links = useAuthLinks()
  const login = useLogin()
  const recaptcha = useRecaptcha('login')
  const [email, setEmail] = useState(demo?.email ?? '')
  const [password, setPassword] = useState(demo?.password ?? '')
  const [remember, setRemember] = useState(true)
  const registrationDisabled = toBoolean(settings.registration?.disable)
  const form = useSubmitForm({
    canSubmit: email.trim() !== '' && password !== '',
    isPending: login.isPending,
    onSubmit: () => void submit(),
  })

  const submit = async () => {
    const payload = { email: email.trim(), password, remember, ...(await recaptcha()) }
    login.mutate(payload, {
      onSuccess: (response) => {
        if ('two_factor' in response) onTwoFactor()
        else onSignedIn(response.bootstrapData)
      },
      onError: form.onError,
    })
  }

  return (
    <AuthLayout
      title={trans('Sign in to your account')}
      footer={
        !registrationDisabled && (
          <>
            {trans("Don't have an account?")}{' '}
            <TextLink href={links.register}>{trans('Sign up.')}</TextLink>
          </>
        )
      }
    >
      <SubmitForm form={form} submitLabel={trans('Continue')} layout="wide">
        <EmailField value={email} onChange={setEmail} autoFocus={!demo} />
        <div className="flex flex-col gap-2">
          <PasswordField
            name="password"
            label={trans('Password')}
            autoComplete="current-password"
            isRequired
            value={password}
            onChange={setPassword}
          />
          <TextLink
            href="/forgot-password"
            className="self-end text-xs font-medium text-muted hover:text-main"
          >
            {trans('Forgot your password?')}
          </TextLink>
        </div>
        <Checkbox name="remember" isSelected={remember} onChange={setRemember}>
          {trans('Stay signed in for a month')}
        </Checkbox>
      </SubmitForm>
      <SocialButtons onSignedIn={onSignedIn} />
    </AuthLayout>
  )
}
