import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { useService } from '@web/kernel/services_context.js'
import type { ApiClient } from '@web/services/api_client.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { listQueryKey } from '@web/ui/data_table/data_table.js'
import type { AdminProduct, PaymentGateway, PlanInput } from '../../../../shared/billing_types.js'
import { BILLING_KEYS } from '../../../billing_api.js'

/** The list endpoint the DataTable reads (core/billing/server/plans/plans_list.ts); bulk delete is below it. */
export const PLANS_LIST_ENDPOINT = 'billing/plans'

export interface GrantableRole {
  id: number
  name: string
}

export function planEditQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: ['billing', 'admin', 'plan', id] as const,
    queryFn: () => api.get<{ plan: AdminProduct; roles: GrantableRole[]; gateways: PaymentGateway[] }>(`billing/plans/${id}/edit`),
  })
}

export function grantableRolesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['billing', 'admin', 'roles'] as const,
    queryFn: async () => (await api.get<{ roles: GrantableRole[] }>('billing/plans/roles')).roles,
  })
}

/** Creates (no id) or saves a plan; the list and the pricing page's plans are read again. */
export function useSavePlan(id: number | null) {
  const api = useService(API_CLIENT)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: PlanInput) =>
      (id === null ? await api.post<{ plan: AdminProduct }>('billing/plans', input) : await api.put<{ plan: AdminProduct }>(`billing/plans/${id}`, input)).plan,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: listQueryKey(PLANS_LIST_ENDPOINT) }),
        queryClient.invalidateQueries({ queryKey: ['billing'] }),
        queryClient.invalidateQueries({ queryKey: BILLING_KEYS.products }),
      ])
    },
  })
}
