import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { useService } from '@web/kernel/services_context.js'
import type { ApiClient } from '@web/services/api_client.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { listQueryKey } from '@web/ui/data_table/data_table.js'
import { musicKeys } from '../../api/query_keys.js'
import type { AdminBackstageRequest } from '../../../shared/backstage_types.js'

/** The list endpoint (the DataTable's) and each request's API under it. */
export const ADMIN_REQUESTS = 'music/admin/backstage-requests'

const requestKey = (id: number) => [...musicKeys.all, 'admin', 'backstage-requests', id] as const

export function adminRequestQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: requestKey(id),
    queryFn: ({ signal }) =>
      api
        .get<{ request: AdminBackstageRequest }>(`${ADMIN_REQUESTS}/${id}`, { signal })
        .then((body) => body.request),
  })
}

/** Approve (with an optional note) or deny (with the reason the person is told). */
export function useDecideRequest(id: number, decision: 'approve' | 'deny') {
  const api = useService(API_CLIENT)
  const client = useQueryClient()
  return useMutation({
    mutationFn: (reason: string | null) =>
      api
        .post<{ request: AdminBackstageRequest }>(`${ADMIN_REQUESTS}/${id}/${decision}`, { reason })
        .then((body) => body.request),
    onSuccess: (request) => {
      client.setQueryData(requestKey(id), request)
      void client.invalidateQueries({ queryKey: listQueryKey(ADMIN_REQUESTS) })
    },
  })
}
