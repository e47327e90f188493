import { queryOptions } from '@tanstack/react-query'
import type { OpenApiDocument } from '../../../../../kernel/shared/openapi.js'
import type { ApiClient } from '@web/services/api_client.js'

/** GET api-docs/openapi.json: the API's OpenAPI document (needs api.access). It changes only with a deploy. */
export function openApiQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['api-docs', 'openapi'] as const,
    queryFn: ({ signal }) => api.get<OpenApiDocument>('api-docs/openapi.json', { signal }),
    staleTime: Infinity,
  })
}
