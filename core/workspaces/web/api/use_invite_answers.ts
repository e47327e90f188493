import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '@web/services/api_error.js'
import { useService } from '@web/kernel/services_context.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import type { WorkspaceSummary } from '../../shared/workspace_types.js'
import { useSwitchWorkspace } from './use_switch_workspace.js'
import { WORKSPACE_KEYS } from './workspace_calls.js'

/** The notifications' queries, refreshed when an invitation turns out stale (spec section 8). */
const NOTIFICATION_KEYS = ['notifications']

/**
 * Join and Decline on an invitation (the workspaces screen and the
 * notification panel): spec section 8's toasts; a 404 says 'This invite is
 * no longer valid' and refreshes the notifications. Joining switches to
 * the workspace and refreshes the list (spec section 4).
 */
export function useInviteAnswers() {
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const trans = useTrans()
  const queryClient = useQueryClient()
  const switchWorkspace = useSwitchWorkspace()

  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 404) {
      // The server's own words (INVITE_NO_LONGER_VALID), translated.
      toasts.danger(trans('This invite is no longer valid'))
      void queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEYS })
      void queryClient.invalidateQueries({ queryKey: WORKSPACE_KEYS.received })
      return
    }
    handleMutationError(error, { toasts, trans })
  }

  const join = useMutation({
    mutationFn: async (inviteId: string) => {
      const joined = await api.get<{ workspace: { id: number } }>(`workspace/join/${inviteId}`, { query: { workspaceId: 0 } })
      const list = await api.get<{ workspaces: WorkspaceSummary[] }>('workspaces', { query: { workspaceId: 0 } })
      return { id: joined.workspace.id, workspaces: list.workspaces }
    },
    onSuccess: ({ id, workspaces }) => {
      toasts.positive(trans('Joined workspace'))
      switchWorkspace(id, workspaces)
    },
    onError,
  })

  const decline = useMutation({
    mutationFn: (inviteId: string) => api.delete(`workspace/invite/${inviteId}`),
    onSuccess: () => {
      toasts.positive(trans('Declined workspace invitation'))
      void queryClient.invalidateQueries({ queryKey: WORKSPACE_KEYS.received })
      void queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEYS })
    },
    onError,
  })

  return { join, decline }
}
