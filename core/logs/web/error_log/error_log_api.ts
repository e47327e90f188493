import { queryOptions } from '@tanstack/react-query'
import type { ListPage } from '../../../kernel/shared/list_page.js'
import type { ApiClient } from '@web/services/api_client.js'
import type { ErrorLogCount, ErrorLogDetail, ErrorLogSummary } from '../../shared/error_log_types.js'

/** The error tab's list endpoint (a data table under the admin list convention). */
export const ERROR_LOG_LIST_ENDPOINT = 'logs/error'

/** Where the latest day's log is downloaded from (a file, not JSON). */
export const DOWNLOAD_LATEST_URL = '/api/v1/logs/error/download-latest'

export function errorLogEntryQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: ['logs', 'error', 'entry', id] as const,
    queryFn: async () => (await api.get<{ entry: ErrorLogDetail }>(`logs/error/${id}`)).entry,
  })
}

/** How many errors were logged since a time, or in all. */
export function errorLogCountQuery(api: ApiClient, since?: string) {
  return queryOptions({
    queryKey: ['logs', 'error', 'count', since ?? null] as const,
    queryFn: async () => (await api.get<ErrorLogCount>('logs/error/count', { query: since ? { since } : {} })).count,
  })
}

/** The latest few errors since a time, newest first. */
export function latestErrorsQuery(api: ApiClient, since: string, perPage: number) {
  return queryOptions({
    queryKey: ['logs', 'error', 'latest', since, perPage] as const,
    queryFn: async () => (await api.get<ListPage<ErrorLogSummary>>(ERROR_LOG_LIST_ENDPOINT, { query: { since, perPage } })).data,
  })
}
