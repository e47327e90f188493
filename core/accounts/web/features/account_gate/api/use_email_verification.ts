import { useMutation } from '@tanstack/react-query'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'

/** POST validate-email-verification-otp: checks the code mailed at registration. */
export function useValidateVerificationCode() {
  const api = useService(API_CLIENT)
  return useMutation({
    mutationFn: (code: string) => api.post<unknown>('validate-email-verification-otp', { code }),
  })
}

/** POST resend-email-verification: mails a fresh code. */
export function useResendVerificationEmail() {
  const api = useService(API_CLIENT)
  return useMutation({
    mutationFn: (email: string) => api.post<unknown>('resend-email-verification', { email }),
  })
}
