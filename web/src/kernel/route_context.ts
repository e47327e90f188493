import type { QueryClient } from '@tanstack/react-query'
import { createContext, RouterContextProvider } from 'react-router'
import type { DependencyContainer } from 'tsyringe'
import { resolve } from '../services/container.js'
import type { Token } from '../services/tokens.js'

/** What route loaders may use: the app's query cache and its client services. */
export interface RouteServices {
  queryClient: QueryClient
  container: DependencyContainer
}

const routeServicesContext = createContext<RouteServices>()

/** The router's getContext: every loader receives the same services. */
export function routeContextFor(services: RouteServices) {
  return () => new RouterContextProvider(new Map([[routeServicesContext, services]]))
}

/**
 * Inside a route loader: the query cache and a typed service resolver, so a
 * loader can prefetch with the same query options its page then reads.
 */
export function routeServices(context: Readonly<RouterContextProvider>) {
  const { queryClient, container } = context.get(routeServicesContext)
  return { queryClient, service: <T>(token: Token<T>) => resolve(container, token) }
}
