import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '@web/services/api_client.js'

/** One entry as GET logs/error lists it (core/logs/server/queries/error_log_list.ts). */
export interface ErrorLogSummary {
  id: number
  source: 'server' | 'web'
  exception: string
  message: string
  url: string | null
  method: string | null
  status: number | null
  request_id: string | null
  user: { id: number; email: string; name: string } | null
  created_at: string
}

export interface ErrorLogEntry extends ErrorLogSummary {
  stack: string | null
  user_agent: string | null
}

export interface ErrorLogPage {
  data: ErrorLogSummary[]
  current_page: number
  per_page: number
  total: number
  last_page: number
}

/** Where the latest day's log is downloaded from (a file, not JSON). */
export const DOWNLOAD_LATEST_URL = '/api/v1/logs/error/download-latest'

export const ERROR_LOG_KEYS = {
  all: ['logs', 'error'] as const,
  page: (page: number, since?: string) => ['logs', 'error', 'page', page, since ?? null] as const,
  entry: (id: number) => ['logs', 'error', 'entry', id] as const,
}

/** A page of the error log, newest first; the previous page stays on screen while the next loads. */
export function errorLogPageQuery(api: ApiClient, page: number, options: { since?: string; perPage?: number } = {}) {
  return queryOptions({
    queryKey: ERROR_LOG_KEYS.page(page, options.since),
    queryFn: () =>
      api.get<ErrorLogPage>('logs/error', {
        query: { page, perPage: options.perPage ?? 25, ...(options.since && { since: options.since }) },
      }),
    placeholderData: keepPreviousData,
  })
}

export function errorLogEntryQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: ERROR_LOG_KEYS.entry(id),
    queryFn: async () => (await api.get<{ entry: ErrorLogEntry }>(`logs/error/${id}`)).entry,
  })
}
