import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { usePasswordConfirmation } from '../components/password_confirmation.js'
import { ACCOUNT_KEYS } from './account_query.js'
import type { CreatedAccessToken } from '../../../../shared/account_types.js'

/**
 * POST access-tokens {tokenName}, behind the password confirmation (a token
 * outlives the session). Resolves null when the person cancels the dialog.
 */
export function useCreateAccessToken() {
  const api = useService(API_CLIENT)
  const queryClient = useQueryClient()
  const withConfirmedPassword = usePasswordConfirmation()
  return useMutation({
    mutationFn: (tokenName: string) =>
      withConfirmedPassword(() => api.post<CreatedAccessToken>('access-tokens', { tokenName })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_KEYS.account }),
  })
}

/** DELETE access-tokens/{id}; the list is refreshed whether it worked or not (spec section 8). */
export function useDeleteAccessToken() {
  const api = useService(API_CLIENT)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`access-tokens/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_KEYS.account }),
  })
}
