import { useMutation } from '@tanstack/react-query'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { AUTH_PATHS, type ResetPasswordPayload } from './auth_calls.js'

/** POST auth/forgot-password: mails a reset link; answers with a message to show. */
export function useForgotPassword() {
  const api = useService(API_CLIENT)
  return useMutation({
    mutationFn: (email: string) =>
      api.post<{ message?: string } | null>(AUTH_PATHS.forgotPassword, { email }),
  })
}

/** POST auth/reset-password with the token from the mailed link. */
export function useResetPassword() {
  const api = useService(API_CLIENT)
  return useMutation({
    mutationFn: (payload: ResetPasswordPayload) =>
      api.post<unknown>(AUTH_PATHS.resetPassword, payload),
  })
}
