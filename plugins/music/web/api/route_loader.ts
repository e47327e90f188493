import type { QueryClient } from '@tanstack/react-query'
import { data, type LoaderFunctionArgs, type Params } from 'react-router'
import { routeServices } from '@web/kernel/route_context.js'
import type { ApiClient } from '@web/services/api_client.js'
import { API_CLIENT } from '@web/services/tokens.js'

interface PrefetchArgs {
  params: Params
  url: URL
  api: ApiClient
  queryClient: QueryClient
}

/**
 * A route loader that starts the page's queries (the same option factories
 * the page reads) as soon as the route matches, without holding the
 * navigation: the page shows at once with its skeleton, and the data is
 * already on its way.
 */
export function prefetching(prefetch: (args: PrefetchArgs) => void) {
  return ({ params, request, context }: LoaderFunctionArgs) => {
    const { queryClient, service } = routeServices(context)
    prefetch({ params, url: new URL(request.url), api: service(API_CLIENT), queryClient })
    return null
  }
}

/** A numeric id from the URL; anything else is the not-found page, without asking the server. */
export function idParam(value: string | undefined): number {
  const id = Number(value)
  if (!value || !Number.isSafeInteger(id) || id < 1) throw data('Not found', { status: 404 })
  return id
}
