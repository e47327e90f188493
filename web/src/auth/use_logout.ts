import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import type { BootstrapData } from '../../../core/kernel/shared/bootstrap_data.js'
import { inAppearanceEditor } from '../app/appearance_editor.js'
import { useTrans } from '../i18n/use_trans.js'
import { useService } from '../kernel/services_context.js'
import { handleMutationError } from '../services/mutation_errors.js'
import { API_CLIENT, BOOTSTRAP, TOAST_QUEUE } from '../services/tokens.js'

interface LogoutResponse {
  /** Fresh bootstrap data for a logged-out visitor, as an object or a JSON string. */
  bootstrapData?: BootstrapData | string
}

/**
 * Spec section 4: logging out ends the session, swaps in the bootstrap data
 * of the answer, drops every cached query and goes to /login. Refused inside
 * the appearance editor.
 */
export function useLogout() {
  const api = useService(API_CLIENT)
  const bootstrap = useService(BOOTSTRAP)
  const toasts = useService(TOAST_QUEUE)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const trans = useTrans()

  const mutation = useMutation({
    mutationFn: () => api.post<LogoutResponse | null>('auth/logout'),
    onSuccess: (response) => {
      const data = response?.bootstrapData
      if (data) bootstrap.set(typeof data === 'string' ? JSON.parse(data) : data)
      queryClient.clear()
      navigate('/login')
    },
    onError: (error) => handleMutationError(error, { toasts, trans }),
  })

  return () => {
    if (inAppearanceEditor) toasts.danger(trans("Can't logout while in appearance editor."))
    else mutation.mutate()
  }
}
