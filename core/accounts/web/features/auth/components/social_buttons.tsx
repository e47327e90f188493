import { useState } from 'react'
import { openSocialLoginPopup, socialPopupUrl } from '@web/auth/social_login_popup.js'
import {
  enabledSocialProviders,
  type SocialProvider,
  type SocialService,
} from '@web/auth/social_providers.js'
import type { BootstrapPayload } from '@web/auth/use_apply_bootstrap.js'
import { toBoolean } from '@web/bootstrap/settings.js'
import { useBootstrap, useSetting } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { Button } from '@web/ui/button.js'
import { cx } from '@web/ui/cx.js'
import { ConnectWithPasswordDialog } from './connect_with_password_dialog.js'
import { OrDivider } from './or_divider.js'

/**
 * "Continue with ..." for every enabled provider (compact icon buttons when
 * social.compact_buttons is on), each opening the provider in a popup and
 * acting on its result (spec section 4).
 */
export function SocialButtons({
  onSignedIn,
}: {
  onSignedIn: (bootstrapData: BootstrapPayload | undefined) => void
}) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const providers = enabledSocialProviders(useBootstrap().settings)
  const compact = toBoolean(useSetting('social.compact_buttons'))
  const [pending, setPending] = useState<SocialService | null>(null)
  const [askPassword, setAskPassword] = useState(false)
  if (!providers.length) return null

  const signInWith = async (service: SocialService) => {
    setPending(service)
    const result = await openSocialLoginPopup(socialPopupUrl(service, 'login'))
    setPending(null)
    switch (result?.status) {
      case 'SUCCESS':
        onSignedIn(result.bootstrapData)
        break
      case 'REQUEST_PASSWORD':
        setAskPassword(true)
        break
      case 'ERROR':
        toasts.danger(result.message || trans('An error occurred. Please try again later'))
        break
      case 'ALREADY_LOGGED_IN':
        // Signed in elsewhere meanwhile: a reload brings this tab's data up to date.
        window.location.reload()
        break
    }
  }

  const label = (provider: SocialProvider) =>
    trans('Continue with :provider', { provider: provider.name })

  return (
    <>
      <OrDivider />
      <div className={cx(compact ? 'flex justify-center gap-3' : 'flex flex-col gap-3')}>
        {providers.map((provider) => (
          <Button
            key={provider.service}
            variant="secondary"
            size="md"
            aria-label={compact ? label(provider) : undefined}
            isPending={pending === provider.service}
            isDisabled={pending !== null && pending !== provider.service}
            onPress={() => signInWith(provider.service)}
            className={cx(
              'border border-divider bg-transparent hover:bg-main/5',
              compact ? 'size-12 rounded-full px-0' : 'w-full'
            )}
          >
            <provider.Icon className="size-5" />
            {!compact && label(provider)}
          </Button>
        ))}
      </div>
      <ConnectWithPasswordDialog
        isOpen={askPassword}
        onClose={() => setAskPassword(false)}
        onConnected={(bootstrapData) => {
          setAskPassword(false)
          onSignedIn(bootstrapData)
        }}
      />
    </>
  )
}
