import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '@web/services/api_client.js'
import { rangeToSearch, type ReportRange } from '@web/ui/reports/report_range.js'
import type { InsightsAnswer, InsightSubjectType } from '../../../shared/insights_types.js'

/** The API path of a subject's insights (the plural the screens' paths use). */
export function insightsPath(type: InsightSubjectType, id: number) {
  return `music/insights/${type}s/${id}`
}

/** A subject's insights over a range; the previous range stays on screen while the next loads. */
export function insightsQuery(api: ApiClient, type: InsightSubjectType, id: number, range: ReportRange) {
  return queryOptions({
    queryKey: ['music', 'insights', type, id, range],
    queryFn: () => api.get<InsightsAnswer>(insightsPath(type, id), { query: rangeToSearch(range) }),
    placeholderData: keepPreviousData,
    // A 403 or 404 will not change by asking again.
    retry: (count, error) => count < 2 && !(error && 'status' in error && [403, 404].includes(Number(error.status))),
  })
}
