import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '@web/services/api_client.js'
import type { AuditEntry, AuditFacets } from '../../shared/audit_types.js'

/** The list endpoint the DataTable reads (core/audit/server/audit_list.ts). */
export const AUDIT_LIST_ENDPOINT = 'audit-log'

export function auditFacetsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['audit', 'facets'] as const,
    queryFn: () => api.get<AuditFacets>('audit-log/facets'),
  })
}

export function auditEntryQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: ['audit', 'entry', id] as const,
    queryFn: async () => (await api.get<{ entry: AuditEntry }>(`audit-log/${id}`)).entry,
  })
}
