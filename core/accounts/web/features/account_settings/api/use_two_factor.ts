import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { usePasswordConfirmation } from '../components/password_confirmation.js'
import { ACCOUNT_KEYS, useStoreAccount } from './account_query.js'
import type { TwoFactorQrCode, TwoFactorResponse } from '../../../../shared/account_types.js'

const TWO_FACTOR_PATH = 'auth/user/two-factor-authentication'

/**
 * A two-factor call behind the password confirmation (spec section 4).
 * Resolves null when the person cancels the password dialog.
 */
function useTwoFactorCall<Input>(call: (input: Input) => Promise<TwoFactorResponse | null>) {
  const withConfirmedPassword = usePasswordConfirmation()
  const storeAccount = useStoreAccount()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: Input) => withConfirmedPassword(() => call(input)),
    onSuccess: (response) => {
      if (!response) return
      storeAccount(response.user)
      // Enabling again makes a new secret: never show the previous QR code.
      queryClient.removeQueries({ queryKey: ACCOUNT_KEYS.twoFactorQrCode })
    },
  })
}

/** Disabled -> awaiting confirmation: makes the secret and the recovery codes. */
export function useEnableTwoFactor() {
  const api = useService(API_CLIENT)
  return useTwoFactorCall(() => api.post<TwoFactorResponse>(TWO_FACTOR_PATH))
}

/** Any state -> disabled (also Cancel during setup). */
export function useDisableTwoFactor() {
  const api = useService(API_CLIENT)
  return useTwoFactorCall(() => api.delete<TwoFactorResponse>(TWO_FACTOR_PATH))
}

/** Awaiting confirmation -> enabled, with a first code from the app. */
export function useConfirmTwoFactor() {
  const api = useService(API_CLIENT)
  return useTwoFactorCall((code: string) =>
    api.post<TwoFactorResponse>('auth/user/confirmed-two-factor-authentication', { code })
  )
}

/** New recovery codes; the old ones stop working. */
export function useRegenerateRecoveryCodes() {
  const api = useService(API_CLIENT)
  return useTwoFactorCall(() => api.post<TwoFactorResponse>('auth/user/two-factor-recovery-codes'))
}

/**
 * The QR code (svg) and secret to add the account to an authenticator app.
 * The secret is sensitive too, so it sits behind the password confirmation,
 * and it is only fetched once `wanted`: right after Enable (the password was
 * just confirmed) or when the person asks for it. An unfinished setup found
 * on a later visit must not open the page with a password prompt. Data is
 * null when the person declines to confirm their password.
 */
export function useTwoFactorQrCode(wanted: boolean) {
  const api = useService(API_CLIENT)
  const withConfirmedPassword = usePasswordConfirmation()
  return useQuery({
    queryKey: ACCOUNT_KEYS.twoFactorQrCode,
    queryFn: () =>
      withConfirmedPassword(() =>
        api.get<TwoFactorQrCode>('auth/user/two-factor/qr-code')
      ),
    enabled: wanted,
    staleTime: Infinity,
    retry: false,
  })
}
