import { useMutation } from '@tanstack/react-query'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import type { AccountResponse, AccountUser } from '../../../../shared/account_types.js'
import { useStoreAccount } from './account_query.js'

export type AccountDetails = Partial<
  Pick<AccountUser, 'first_name' | 'last_name' | 'language' | 'country' | 'timezone'>
>

/** PUT users/{id}: name, language, country, time zone. */
export function useUpdateAccountDetails(userId: number) {
  const api = useService(API_CLIENT)
  const storeAccount = useStoreAccount()
  return useMutation({
    mutationFn: (details: AccountDetails) => api.put<AccountResponse>(`users/${userId}`, details),
    onSuccess: (response) => storeAccount(response.user),
  })
}

/** POST users/{id}/avatar with the picked image (multipart `file`). */
export function useUploadAvatar(userId: number) {
  const api = useService(API_CLIENT)
  const storeAccount = useStoreAccount()
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData()
      body.append('file', file)
      return api.post<AccountResponse>(`users/${userId}/avatar`, body)
    },
    onSuccess: (response) => storeAccount(response.user),
  })
}

/** DELETE users/{id}/avatar: back to the initials. */
export function useRemoveAvatar(userId: number) {
  const api = useService(API_CLIENT)
  const storeAccount = useStoreAccount()
  return useMutation({
    mutationFn: () => api.delete<AccountResponse>(`users/${userId}/avatar`),
    onSuccess: (response) => storeAccount(response.user),
  })
}
