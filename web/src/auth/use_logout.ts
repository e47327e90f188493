import { useMutation } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { inAppearanceEditor } from '../app/appearance_editor.js'
import { useTrans } from '../i18n/use_trans.js'
import { useService } from '../kernel/services_context.js'
import { handleMutationError } from '../services/mutation_errors.js'
import { API_CLIENT, BOOTSTRAP, TOAST_QUEUE } from '../services/tokens.js'
import { useApplyBootstrap, type BootstrapPayload } from './use_apply_bootstrap.js'

interface LogoutResponse {
  /** Fresh bootstrap data for a logged-out visitor. */
  bootstrapData?: BootstrapPayload
}

/**
 * Spec section 4: logging out ends the session, swaps in the bootstrap data
 * of the answer, drops every cached query and goes to /login. Refused inside
 * the appearance editor (the server refuses too, with the same message).
 */
export function useLogout() {
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const bootstrap = useService(BOOTSTRAP)
  const applyBootstrap = useApplyBootstrap()
  const navigate = useNavigate()
  const trans = useTrans()

  const mutation = useMutation({
    mutationFn: () => api.post<LogoutResponse | null>('auth/logout'),
    onSuccess: (response) => {
      // The session is gone either way; without fresh data, at least forget the user.
      applyBootstrap(response?.bootstrapData ?? { ...bootstrap.getSnapshot(), user: null })
      navigate('/login')
    },
    onError: (error) => handleMutationError(error, { toasts, trans }),
  })

  return () => {
    if (inAppearanceEditor) toasts.danger(trans("Can't logout while in appearance editor."))
    else mutation.mutate()
  }
}
