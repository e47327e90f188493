import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '@web/services/api_client.js'
import type { AuditFacets, AuditPage } from '../../shared/audit_types.js'

/** The screen's filters, as the address's query string holds them (GET audit-log's parameters). */
export interface AuditFilters {
  userId?: string
  action?: string
  subjectType?: string
  from?: string
  to?: string
}

export const AUDIT_FILTER_NAMES = ['userId', 'action', 'subjectType', 'from', 'to'] as const

export function auditPageQuery(api: ApiClient, page: number, filters: AuditFilters) {
  return queryOptions({
    queryKey: ['audit', 'page', page, filters] as const,
    queryFn: () => api.get<AuditPage>('audit-log', { query: { page, perPage: 25, ...filters } }),
    placeholderData: keepPreviousData,
  })
}

export function auditFacetsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['audit', 'facets'] as const,
    queryFn: () => api.get<AuditFacets>('audit-log/facets'),
  })
}
