import { useMutation } from '@tanstack/react-query'
import { inAppearanceEditor } from '../app/appearance_editor.js'
import { useTrans } from '../i18n/use_trans.js'
import { useService } from '../kernel/services_context.js'
import { handleMutationError } from '../services/mutation_errors.js'
import { API_CLIENT, BOOTSTRAP, TOAST_QUEUE } from '../services/tokens.js'
import { useApplyBootstrapAfterNavigation, type BootstrapPayload } from './use_apply_bootstrap.js'

/** Navigation state of the trip to /login that follows a logout. */
export const SIGNED_OUT_STATE = { signedOut: true } as const

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
  const applyAfterNavigation = useApplyBootstrapAfterNavigation()
  const trans = useTrans()

  const mutation = useMutation({
    mutationFn: () => api.post<LogoutResponse | null>('auth/logout'),
    onSuccess: (response) =>
      // The session is gone either way; without fresh data, at least forget the user.
      // The state tells the login page not to send the user, still known until it shows, away.
      applyAfterNavigation(
        response?.bootstrapData ?? { ...bootstrap.getSnapshot(), user: null },
        '/login',
        { state: SIGNED_OUT_STATE }
      ),
    onError: (error) => handleMutationError(error, { toasts, trans }),
  })

  return () => {
    if (inAppearanceEditor) toasts.danger(trans("Can't logout while in appearance editor."))
    else mutation.mutate()
  }
}
