import { useMutation } from '@tanstack/react-query'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import type { LoginResponse, TwoFactorChallengeResponse } from '../../../../shared/sign_in_types.js'
import { AUTH_PATHS, type LoginPayload, type TwoFactorChallengePayload } from './auth_calls.js'

/** POST auth/login: signs in, or answers two_factor when a second step is needed. */
export function useLogin() {
  const api = useService(API_CLIENT)
  return useMutation({
    mutationFn: (payload: LoginPayload) => api.post<LoginResponse>(AUTH_PATHS.login, payload),
  })
}

/** POST auth/two-factor-challenge with a code from the authenticator app or a recovery code. */
export function useTwoFactorChallenge() {
  const api = useService(API_CLIENT)
  return useMutation({
    mutationFn: (payload: TwoFactorChallengePayload) =>
      api.post<TwoFactorChallengeResponse>(AUTH_PATHS.twoFactorChallenge, payload),
  })
}
