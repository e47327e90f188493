import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '@web/services/api_client.js'
import type { ErrorLogDetail, ErrorLogPage } from '../../shared/error_log_types.js'

/** Where the latest day's log is downloaded from (a file, not JSON). */
export const DOWNLOAD_LATEST_URL = '/api/v1/logs/error/download-latest'

export const ERROR_LOG_KEYS = {
  all: ['logs', 'error'] as const,
  page: (page: number, since?: string, search?: string) => ['logs', 'error', 'page', page, since ?? null, search ?? ''] as const,
  entry: (id: number) => ['logs', 'error', 'entry', id] as const,
}

/** A page of the error log, newest first; the previous page stays on screen while the next loads. */
export function errorLogPageQuery(api: ApiClient, page: number, options: { since?: string; perPage?: number; search?: string } = {}) {
  return queryOptions({
    queryKey: ERROR_LOG_KEYS.page(page, options.since, options.search),
    queryFn: () =>
      api.get<ErrorLogPage>('logs/error', {
        query: {
          page,
          perPage: options.perPage ?? 25,
          ...(options.since && { since: options.since }),
          ...(options.search && { search: options.search }),
        },
      }),
    placeholderData: keepPreviousData,
  })
}

export function errorLogEntryQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: ERROR_LOG_KEYS.entry(id),
    queryFn: async () => (await api.get<{ entry: ErrorLogDetail }>(`logs/error/${id}`)).entry,
  })
}
