import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { useService } from '@web/kernel/services_context.js'
import type { ApiClient } from '@web/services/api_client.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { musicKeys } from '../../api/query_keys.js'
import type { AppPassword, CreatedAppPassword } from '../../../shared/api_types.js'

const APP_PASSWORDS = 'music/subsonic/app-passwords'

/** GET music/subsonic/app-passwords: the signed-in person's app passwords, newest first. */
export function appPasswordsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: musicKeys.appPasswords(),
    queryFn: ({ signal }) => api.get<{ data: AppPassword[] }>(APP_PASSWORDS, { signal }).then((page) => page.data),
  })
}

/** POST: a new app password, whose clear text is in this answer only. */
export function useCreateAppPassword() {
  const api = useService(API_CLIENT)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (name: string) => api.post<{ app_password: CreatedAppPassword }>(APP_PASSWORDS, { name }).then((answer) => answer.app_password),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: musicKeys.appPasswords() }),
  })
}

/** DELETE: the app using it is signed out at its next request; the list is refreshed either way. */
export function useRevokeAppPassword() {
  const api = useService(API_CLIENT)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`${APP_PASSWORDS}/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: musicKeys.appPasswords() }),
  })
}
