import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { openSocialLoginPopup, socialPopupUrl } from '@web/auth/social_login_popup.js'
import {
  enabledSocialProviders,
  type SocialProvider,
  type SocialService,
} from '@web/auth/social_providers.js'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { Button } from '@web/ui/button.js'
import { ACCOUNT_KEYS } from '../api/account_query.js'
import type { SocialProfile } from '../../../../shared/account_types.js'
import { SettingsPanel } from '@web/ui/settings_panel.js'

/** The enabled providers, each connected (with its username) or not, with connect and disconnect. */
export function SocialLoginPanel({ profiles }: { profiles: SocialProfile[] }) {
  const trans = useTrans()
  const providers = enabledSocialProviders(useBootstrap().settings)
  if (!providers.length) return null
  return (
    <SettingsPanel
      id="social-login"
      title={trans('Social login')}
      description={trans('Sign in to your account with a service you already use.')}
    >
      <ul className="flex flex-col divide-y divide-divider">
        {providers.map((provider) => (
          <ProviderRow
            key={provider.service}
            provider={provider}
            profile={profiles.find((profile) => profile.service_name === provider.service)}
          />
        ))}
      </ul>
    </SettingsPanel>
  )
}

function ProviderRow({ provider, profile }: { provider: SocialProvider; profile?: SocialProfile }) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const queryClient = useQueryClient()
  const [connecting, setConnecting] = useState(false)
  const refresh = () => queryClient.invalidateQueries({ queryKey: ACCOUNT_KEYS.account })
  const disconnect = useMutation({
    mutationFn: (service: SocialService) =>
      api.post<unknown>(`secure/auth/social/${service}/disconnect`),
    onSuccess: refresh,
    onError: (error) => handleMutationError(error, { toasts, trans }),
  })

  const connect = async () => {
    setConnecting(true)
    const result = await openSocialLoginPopup(socialPopupUrl(provider.service, 'connect'))
    setConnecting(false)
    if (result?.status === 'ERROR') {
      toasts.danger(result.message || trans('An error occurred. Please try again later'))
    } else if (result) {
      await refresh()
    }
  }

  return (
    <li className="flex items-center gap-4 py-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full border border-divider">
        <provider.Icon className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="text-sm font-medium text-main">{provider.name}</div>
        <div className="truncate text-xs text-muted">
          {profile
            ? trans('Connected as :name', { name: profile.username || provider.name })
            : trans('Not connected')}
        </div>
      </div>
      {profile ? (
        <Button
          variant="ghost"
          size="xs"
          isPending={disconnect.isPending}
          onPress={() => disconnect.mutate(provider.service)}
        >
          {trans('Disconnect')}
        </Button>
      ) : (
        <Button variant="secondary" size="xs" isPending={connecting} onPress={connect}>
          {trans('Connect')}
        </Button>
      )}
    </li>
  )
}
