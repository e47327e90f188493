import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '@web/services/api_client.js'
import type { ReportAnswer, ReportListAnswer } from '../../../kernel/shared/reports.js'
import type { ReportRange } from '@web/ui/reports/report_range.js'

export const REPORT_KEYS = {
  list: ['admin', 'reports'] as const,
  report: (name: string, range: ReportRange) => ['admin', 'reports', name, range] as const,
}

/** The report index's tabs, as the modules declare them. */
export function reportListQuery(api: ApiClient) {
  return queryOptions({
    queryKey: REPORT_KEYS.list,
    queryFn: async () => (await api.get<ReportListAnswer>('admin/reports')).reports,
    staleTime: Infinity,
  })
}

/** One tab over a range; the previous range stays on screen while the next loads. */
export function reportQuery(api: ApiClient, name: string, range: ReportRange) {
  return queryOptions({
    queryKey: REPORT_KEYS.report(name, range),
    queryFn: () =>
      api.get<ReportAnswer>(`admin/reports/${encodeURIComponent(name)}`, {
        query: range.preset === 'custom' ? { range: 'custom', start: range.start, end: range.end } : { range: range.preset },
      }),
    placeholderData: keepPreviousData,
  })
}
