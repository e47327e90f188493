import { hasPermission } from '@web/auth/permissions.js'
import { enabledSocialProviders } from '@web/auth/social_providers.js'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { ACCOUNT_SETTINGS_PANELS } from '@web/kernel/app_zones.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { useZoneSections, Zone } from '@web/kernel/zone.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { useAccount } from '../api/account_query.js'
import { AccountDetailsPanel } from '../components/account_details_panel.js'
import { ChangePasswordPanel } from '../components/change_password_panel.js'
import { DangerZonePanel } from '../components/danger_zone_panel.js'
import { DevelopersPanel } from '../components/developers_panel.js'
import { LocalePanel } from '../components/locale_panel.js'
import { PasswordConfirmationProvider, usePasswordConfirmation } from '../components/password_confirmation.js'
import { SessionsPanel } from '../components/sessions_panel.js'
import { SettingsNav, type SettingsSection } from '../components/settings_nav.js'
import { SocialLoginPanel } from '../components/social_login_panel.js'
import { TwoFactorPanel } from '../components/two_factor_panel.js'

const API_ACCESS = 'api.access'

/** /account-settings (spec section 2): every panel of the signed-in person's account. */
export function Component() {
  const trans = useTrans()
  const bootstrap = useBootstrap()
  const user = useAccount()
  useDocumentTitle(trans('Account settings'))
  const showSocial = enabledSocialProviders(bootstrap.settings).length > 0
  const showDevelopers = hasPermission(bootstrap, API_ACCESS)
  const moduleSections = useZoneSections(ACCOUNT_SETTINGS_PANELS)

  const sections: SettingsSection[] = [
    { id: 'account-details', label: trans('Account details') },
    ...(showSocial ? [{ id: 'social-login', label: trans('Social login') }] : []),
    { id: 'password', label: trans('Password') },
    { id: 'two-factor', label: trans('Two factor authentication') },
    { id: 'sessions', label: trans('Active sessions') },
    { id: 'locale', label: trans('Date, time and language') },
    ...(showDevelopers ? [{ id: 'developers', label: trans('Developers') }] : []),
    ...moduleSections.map((section) => ({ id: section.id, label: trans(section.label) })),
    { id: 'danger-zone', label: trans('Danger zone') },
  ]

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-20 md:px-8 md:pt-10">
      <header className="mb-8 md:mb-10">
        <h1 className="text-3xl font-extrabold tracking-tight text-main md:text-4xl">
          {trans('Account settings')}
        </h1>
        <p className="mt-2 text-base text-muted">
          {trans('View and update your account details, profile and more.')}
        </p>
      </header>
      <div className="flex gap-10">
        <SettingsNav
          sections={sections}
          label={trans('Settings sections')}
          rendered={user !== undefined}
        />
        <div className="flex min-w-0 flex-1 flex-col gap-6">
          {user ? (
            <PasswordConfirmationProvider>
              <AccountDetailsPanel user={user} />
              {showSocial && <SocialLoginPanel profiles={user.social_profiles ?? []} />}
              <ChangePasswordPanel />
              <TwoFactorPanel user={user} />
              <SessionsPanel />
              <LocalePanel user={user} />
              {showDevelopers && <DevelopersPanel tokens={user.tokens ?? []} />}
              <ModulePanels />
              <DangerZonePanel userId={user.id} />
            </PasswordConfirmationProvider>
          ) : (
            [0, 1, 2].map((index) => <Skeleton key={index} className="h-72 w-full" />)
          )}
        </div>
      </div>
    </div>
  )
}

/** The panels other modules add, with the page's password confirmation for their credential actions. */
function ModulePanels() {
  const withConfirmedPassword = usePasswordConfirmation()
  return (
    <Zone
      zone={ACCOUNT_SETTINGS_PANELS}
      withConfirmedPassword={withConfirmedPassword}
      fallback={<Skeleton className="h-72 w-full" />}
    />
  )
}
