import { useMutation } from '@tanstack/react-query'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'

export interface ContactMessage {
  name: string
  email: string
  message: string
}

/** POST contact-page (spec section 7). */
export function useSendContactMessage() {
  const api = useService(API_CLIENT)
  return useMutation({
    mutationFn: (message: ContactMessage) => api.post<unknown>('contact-page', message),
  })
}
