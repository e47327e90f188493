import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '@web/services/api_client.js'
import type { OutgoingEmailDetail, ScheduleRunFacets } from '../../shared/log_types.js'

/** The list endpoints of the schedule and outgoing-email tabs (data tables under the admin list convention). */
export const SCHEDULE_LIST_ENDPOINT = 'logs/schedule'
export const OUTGOING_EMAIL_LIST_ENDPOINT = 'logs/outgoing-email'

/** The schedules that have run, for the schedule tab's filter. */
export function scheduleFacetsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['logs', 'schedule', 'facets'] as const,
    queryFn: () => api.get<ScheduleRunFacets>('logs/schedule/facets'),
  })
}

export function outgoingEmailQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: ['logs', 'outgoing-email', 'entry', id] as const,
    queryFn: async () => (await api.get<{ email: OutgoingEmailDetail }>(`logs/outgoing-email/${id}`)).email,
  })
}
