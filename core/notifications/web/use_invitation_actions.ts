import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { isApiError } from '@web/services/api_error.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { NOTIFICATION_KEYS } from './notifications_api.js'

/** What a Join or Decline answered, for the caller to close its panel. */
export interface InvitationOutcome {
  ok: boolean
}

/**
 * Join and Decline on a workspace invitation item (spec sections 2, 7 and 8):
 * GET workspace/join/{inviteId} -> workspace.id, DELETE workspace/invite/{inviteId}.
 * Either way the notifications are fetched again (the server removes the
 * invitation's item); an invitation that no longer exists (404) says so.
 */
export function useInvitationActions() {
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const queryClient = useQueryClient()
  const trans = useTrans()

  const settle = (error: unknown) => {
    void queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEYS.all })
    if (!error) return
    if (isApiError(error) && error.status === 404) toasts.danger(trans('This invite is no longer valid'))
    else handleMutationError(error, { toasts, trans })
  }

  const join = useMutation({
    mutationFn: (inviteId: string) =>
      api.get<{ workspace: { id: number } }>(`workspace/join/${encodeURIComponent(inviteId)}`),
    onSuccess: () => {
      toasts.positive(trans('Joined workspace'))
      // The person is now a member: lists of workspaces (the switcher's) are stale.
      void queryClient.invalidateQueries({ queryKey: ['workspaces'] })
    },
    onSettled: (_data, error) => settle(error),
  })

  const decline = useMutation({
    mutationFn: (inviteId: string) => api.delete(`workspace/invite/${encodeURIComponent(inviteId)}`),
    onSuccess: () => toasts.positive(trans('Declined workspace invitation')),
    onSettled: (_data, error) => settle(error),
  })

  return { join, decline }
}
