import { useState } from 'react'
import ShieldCheck from 'lucide-react/icons/shield-check'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { Button } from '@web/ui/button.js'
import type { AccountUser } from '../../../../shared/account_types.js'
import { twoFactorStateOf } from '../api/two_factor_state.js'
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useRegenerateRecoveryCodes,
} from '../api/use_two_factor.js'
import { RecoveryCodes } from './recovery_codes.js'
import { SettingsPanel } from '@web/ui/settings_panel.js'
import { TwoFactorSetup } from './two_factor_setup.js'

/**
 * Two-factor authentication in its three states (spec section 4): off with
 * Enable; awaiting the first code (QR code, secret, confirm or cancel); on
 * with recovery codes to regenerate and Disable.
 */
export function TwoFactorPanel({ user }: { user: AccountUser }) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const enable = useEnableTwoFactor()
  const disable = useDisableTwoFactor()
  const regenerate = useRegenerateRecoveryCodes()
  // Plain codes exist only in the answer that made them; kept here until the page is left.
  const [codes, setCodes] = useState<string[] | null>(null)
  const state = twoFactorStateOf(user)
  const onError = (error: unknown) => handleMutationError(error, { toasts, trans })

  return (
    <SettingsPanel
      id="two-factor"
      title={trans('Two factor authentication')}
      description={trans(
        'Add additional security to your account using two factor authentication.'
      )}
    >
      <div className="flex flex-col gap-6">
        {state === 'enabled' ? (
          <p className="flex items-center gap-2 text-base font-semibold text-main">
            <ShieldCheck aria-hidden className="size-5 text-positive" />
            {trans('You have enabled two factor authentication.')}
          </p>
        ) : state === 'disabled' ? (
          <p className="text-base font-semibold text-main">
            {trans('You have not enabled two factor authentication.')}
          </p>
        ) : (
          <p className="text-base font-semibold text-main">
            {trans('Finish enabling two factor authentication.')}
          </p>
        )}
        {state === 'disabled' && (
          <p className="max-w-2xl text-sm leading-6 text-muted">
            {trans(
              "When two factor authentication is enabled, you will be prompted for a secure, random token during authentication. You may retrieve this token from your phone's authenticator application."
            )}
          </p>
        )}
        {state === 'awaiting-confirmation' && <TwoFactorSetup />}
        {codes && state !== 'disabled' && <RecoveryCodes codes={codes} />}
        {state === 'disabled' && (
          <Button
            variant="primary"
            size="sm"
            className="self-start"
            isPending={enable.isPending}
            onPress={() =>
              enable.mutate(undefined, {
                onSuccess: (response) => setCodes(response?.recovery_codes ?? null),
                onError,
              })
            }
          >
            {trans('Enable')}
          </Button>
        )}
        {state === 'enabled' && (
          <div className="flex flex-wrap gap-3">
            <Button
              variant="secondary"
              size="sm"
              isPending={regenerate.isPending}
              onPress={() =>
                regenerate.mutate(undefined, {
                  onSuccess: (response) => {
                    if (response?.recovery_codes) setCodes(response.recovery_codes)
                  },
                  onError,
                })
              }
            >
              {trans('Regenerate recovery codes')}
            </Button>
            <Button
              variant="danger"
              size="sm"
              isPending={disable.isPending}
              onPress={() =>
                disable.mutate(undefined, {
                  onSuccess: (response) => {
                    if (!response) return
                    setCodes(null)
                    toasts.positive(trans('Two factor authentication has been disabled.'))
                  },
                  onError,
                })
              }
            >
              {trans('Disable')}
            </Button>
          </div>
        )}
      </div>
    </SettingsPanel>
  )
}
