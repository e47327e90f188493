import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '@web/services/api_client.js'
import type { LogPage, OutgoingEmailDetail, OutgoingEmailSummary, ScheduleRunPage } from '../../shared/log_types.js'

/** Filters as the query string sends them: empty ones are left out. */
function present(filters: Record<string, string | number>) {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''))
}

/** A page of scheduled job runs; the previous page stays on screen while the next loads. */
export function scheduleRunPageQuery(api: ApiClient, filters: { page: number; schedule: string; outcome: string }) {
  return queryOptions({
    queryKey: ['logs', 'schedule', filters] as const,
    queryFn: () => api.get<ScheduleRunPage>('logs/schedule', { query: present(filters) }),
    placeholderData: keepPreviousData,
  })
}

export function outgoingEmailPageQuery(api: ApiClient, filters: { page: number; search: string; status: string }) {
  return queryOptions({
    queryKey: ['logs', 'outgoing-email', 'page', filters] as const,
    queryFn: () => api.get<LogPage<OutgoingEmailSummary>>('logs/outgoing-email', { query: present(filters) }),
    placeholderData: keepPreviousData,
  })
}

export function outgoingEmailQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: ['logs', 'outgoing-email', 'entry', id] as const,
    queryFn: async () => (await api.get<{ email: OutgoingEmailDetail }>(`logs/outgoing-email/${id}`)).email,
  })
}
