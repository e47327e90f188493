import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { ACCOUNT_KEYS } from './account_query.js'
import type { UserSessionsResponse } from '../../../../shared/account_types.js'

/** GET user-sessions: the browsers signed in to this account, most recent first. */
export function useSessions() {
  const api = useService(API_CLIENT)
  return useQuery({
    queryKey: ACCOUNT_KEYS.sessions,
    queryFn: () => api.get<UserSessionsResponse>('user-sessions'),
    select: (response) => response.sessions,
  })
}

/** POST user-sessions/logout-other {password}: every browser but this one is signed out. */
export function useLogoutOtherSessions() {
  const api = useService(API_CLIENT)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (password: string) => api.post<unknown>('user-sessions/logout-other', { password }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_KEYS.sessions }),
  })
}
