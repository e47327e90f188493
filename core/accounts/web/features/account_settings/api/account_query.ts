import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { ApiClient } from '@web/services/api_client.js'
import { useService } from '@web/kernel/services_context.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT, BOOTSTRAP } from '@web/services/tokens.js'
import type { AccountResponse, AccountUser } from '../../../../shared/account_types.js'

/** Query keys of this feature, in one place. */
export const ACCOUNT_KEYS = {
  account: ['users', 'me', 'account-settings'] as const,
  sessions: ['user-sessions'] as const,
  passwordStatus: ['auth', 'confirmed-password-status'] as const,
  twoFactorQrCode: ['auth', 'two-factor', 'qr-code'] as const,
}

/** Spec section 7: GET users/me with its roles, social profiles and tokens. */
export function accountQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ACCOUNT_KEYS.account,
    queryFn: () =>
      api.get<AccountResponse>('users/me', {
        query: { with: ['roles', 'social_profiles', 'tokens'] },
      }),
  })
}

/** The account the settings page is about; its failure shows the page error. */
export function useAccount() {
  const api = useService(API_CLIENT)
  return usePageQuery(accountQuery(api)).data?.user
}

/**
 * After a write that answers with the account: the page's copy takes the new
 * fields (keeping loaded relations), and so does the bootstrap user, so the
 * name and picture in the app's chrome follow at once.
 */
export function useStoreAccount() {
  const queryClient = useQueryClient()
  const bootstrap = useService(BOOTSTRAP)
  return useCallback(
    (user: Partial<AccountUser>) => {
      queryClient.setQueryData<AccountResponse>(ACCOUNT_KEYS.account, (current) =>
        current ? { user: { ...current.user, ...user } } : current
      )
      const data = bootstrap.getSnapshot()
      if (!data.user) return
      const merged = { ...data.user, ...user }
      bootstrap.set({
        ...data,
        user: {
          ...data.user,
          name: merged.name,
          first_name: merged.first_name,
          last_name: merged.last_name,
          image: merged.image,
          language: merged.language,
          country: merged.country,
          timezone: merged.timezone ?? data.user.timezone,
          two_factor_confirmed_at: merged.two_factor_confirmed_at,
        },
      })
    },
    [queryClient, bootstrap]
  )
}
