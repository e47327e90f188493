import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '@web/services/api_client.js'

export interface CustomPage {
  id: number
  slug: string
  title: string
  /** Admin-written HTML. */
  body: string
}

interface CustomPageResponse {
  page: CustomPage
}

export const customPageKeys = {
  all: ['custom-pages'] as const,
  detail: (idOrSlug: string) => [...customPageKeys.all, idOrSlug] as const,
}

/** GET custom-pages/{idOrSlug} (spec section 7). */
export function customPageQuery(api: ApiClient, idOrSlug: string) {
  return queryOptions({
    queryKey: customPageKeys.detail(idOrSlug),
    queryFn: ({ signal }) =>
      api
        .get<CustomPageResponse>(`custom-pages/${encodeURIComponent(idOrSlug)}`, { signal })
        .then((response) => response.page),
  })
}
