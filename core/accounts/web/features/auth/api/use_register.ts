import { useMutation } from '@tanstack/react-query'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import type { RegisterResponse } from '../../../../shared/sign_in_types.js'
import { AUTH_PATHS, type RegisterPayload } from './auth_calls.js'

/** POST auth/register. */
export function useRegister() {
  const api = useService(API_CLIENT)
  return useMutation({
    mutationFn: (payload: RegisterPayload) =>
      api.post<RegisterResponse>(AUTH_PATHS.register, payload),
  })
}
