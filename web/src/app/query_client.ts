import { QueryClient } from '@tanstack/react-query'
import { isApiError } from '../services/api_error.js'

/** Answers that retrying cannot change (spec section 8). */
const NO_RETRY_STATUSES = new Set([401, 403, 404])

/**
 * Spec section 9: fresh for 30 s, collected after 5 min, retried up to 2
 * times. The server renderer passes `retry: false`: a page it cannot fill at
 * once goes to the browser to load.
 */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: (failureCount, error) =>
          retry &&
          failureCount < 2 &&
          !(isApiError(error) && NO_RETRY_STATUSES.has(error.status)),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  })
}
