import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { useService } from '@web/kernel/services_context.js'
import type { ApiClient } from '@web/services/api_client.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { listQueryKey } from '@web/ui/data_table/data_table.js'
import type { AccountResponse, UserSessionsResponse } from '../../../../shared/account_types.js'
import type {
  AdminUserResponse,
  AdminUserTokensResponse,
  GrantedPermission,
  PermissionCatalogueResponse,
  RoleResponse,
  UserAccessOptionsResponse,
} from '../../../../shared/admin_types.js'

export const USER_ADMIN_KEYS = {
  user: (id: number) => ['admin', 'users', id] as const,
  sessions: (id: number) => ['admin', 'users', id, 'sessions'] as const,
  tokens: (id: number) => ['admin', 'users', id, 'tokens'] as const,
  accessOptions: ['admin', 'users', 'access-options'] as const,
  role: (id: number) => ['admin', 'roles', id] as const,
  permissions: ['admin', 'permissions'] as const,
}

export const adminUserQuery = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: USER_ADMIN_KEYS.user(id), queryFn: async () => (await api.get<AdminUserResponse>(`users/${id}/admin`)).user })

export const userSessionsQuery = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: USER_ADMIN_KEYS.sessions(id), queryFn: async () => (await api.get<UserSessionsResponse>(`users/${id}/sessions`)).sessions })

export const userTokensQuery = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: USER_ADMIN_KEYS.tokens(id), queryFn: async () => (await api.get<AdminUserTokensResponse>(`users/${id}/access-tokens`)).tokens })

export const accessOptionsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: USER_ADMIN_KEYS.accessOptions, queryFn: () => api.get<UserAccessOptionsResponse>('user-access-options') })

/** The roles list endpoint (GET roles, a data table; POST roles/delete its bulk delete). */
export const ROLES_LIST_ENDPOINT = 'roles'

export const roleQuery = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: USER_ADMIN_KEYS.role(id), queryFn: async () => (await api.get<RoleResponse>(`roles/${id}`)).role })

export const permissionCatalogueQuery = (api: ApiClient) =>
  queryOptions({ queryKey: USER_ADMIN_KEYS.permissions, queryFn: async () => (await api.get<PermissionCatalogueResponse>('permissions')).groups })

/**
 * A write on one account from the user screens: the answer is the account
 * as those screens show it, put straight into its query.
 */
export function useAdminUserWrite<Input>(userId: number, send: (api: ApiClient, input: Input) => Promise<AdminUserResponse | AccountResponse>) {
  const api = useService(API_CLIENT)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: Input) => send(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_ADMIN_KEYS.user(userId) }),
  })
}

export type UserDetailsInput = {
  first_name: string | null
  last_name: string | null
}

export type UserDateInput = {
  language?: string
  timezone?: string
  country?: string | null
}

export type UserAccessInput = {
  roles: number[]
  permissions: GrantedPermission[]
}

export type NewUserInput = {
  email: string
  password: string
  first_name: string | null
  last_name: string | null
  roles: number[]
  email_verified: boolean
}

export type RoleInput = {
  name: string
  description: string | null
  default: boolean
  permissions: GrantedPermission[]
}

/** The writes of the user screens, one line each: the path and method are the API's. */
export const USER_WRITES = {
  details: (api: ApiClient, id: number, input: UserDetailsInput | UserDateInput) => api.put<AccountResponse>(`users/${id}`, input),
  emailVerified: (api: ApiClient, id: number, verified: boolean) => api.put<AdminUserResponse>(`users/${id}/email-verification`, { email_verified: verified }),
  access: (api: ApiClient, id: number, input: UserAccessInput) => api.put<AdminUserResponse>(`users/${id}/permissions`, input),
  ban: (api: ApiClient, id: number, reason: string) => api.post<AdminUserResponse>(`users/${id}/ban`, { reason }),
  unban: (api: ApiClient, id: number) => api.delete<AdminUserResponse>(`users/${id}/ban`),
  resetTwoFactor: (api: ApiClient, id: number) => api.delete<AdminUserResponse>(`users/${id}/two-factor`),
}

/** DELETE users/{id}/sessions: every browser of the person is signed out. */
export function useEndUserSessions(userId: number) {
  const api = useService(API_CLIENT)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.delete<UserSessionsResponse>(`users/${userId}/sessions`),
    onSuccess: (response) => queryClient.setQueryData(USER_ADMIN_KEYS.sessions(userId), response.sessions),
  })
}

/** DELETE users/{id}/access-tokens/{tokenId}; the list is refreshed whether it worked or not (spec section 8). */
export function useDeleteUserToken(userId: number) {
  const api = useService(API_CLIENT)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (tokenId: number) => api.delete<AdminUserTokensResponse>(`users/${userId}/access-tokens/${tokenId}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USER_ADMIN_KEYS.tokens(userId) }),
  })
}

/** POST users/{id}/impersonate, then the whole app reloads as the person (its bootstrap data is theirs). */
export function useImpersonate(userId: number) {
  const api = useService(API_CLIENT)
  return useMutation({
    mutationFn: () => api.post<unknown>(`users/${userId}/impersonate`),
    onSuccess: () => window.location.assign('/'),
  })
}

/** POST users: a new account; resolves to its id. */
export function useCreateUser() {
  const api = useService(API_CLIENT)
  return useMutation({
    mutationFn: async (input: NewUserInput) => (await api.post<AdminUserResponse>('users', input)).user.id,
  })
}

/** POST roles or PUT roles/{id}; resolves to the saved role. */
export function useSaveRole(id: number | null) {
  const api = useService(API_CLIENT)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: RoleInput) => (id === null ? await api.post<RoleResponse>('roles', input) : await api.put<RoleResponse>(`roles/${id}`, input)).role,
    onSuccess: (role) => {
      queryClient.setQueryData(USER_ADMIN_KEYS.role(role.id), role)
      return queryClient.invalidateQueries({ queryKey: listQueryKey(ROLES_LIST_ENDPOINT) })
    },
  })
}
