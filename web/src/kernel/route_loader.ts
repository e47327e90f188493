import type { QueryClient } from '@tanstack/react-query'
import type { Params } from 'react-router'
import type { DependencyContainer } from 'tsyringe'

/** What route loaders may use: the app's query cache and its client services. */
export interface RouteServices {
  queryClient: QueryClient
  container: DependencyContainer
}

export interface RouteLoaderArgs {
  params: Params
  url: URL
  services: RouteServices
}

/**
 * Starts a page's data requests as soon as its route matches, with the same
 * query options the page then reads. It never holds the navigation (the page
 * shows at once with its skeletons); the promise it returns is awaited only
 * where the whole page must be ready, such as the server renderer. Throwing
 * (a RouteStatusError for a malformed URL) shows the route's error page.
 */
export type RouteLoader = (args: RouteLoaderArgs) => void | Promise<unknown>

/** A route that names nothing (a malformed id, an unknown tab): the route's error page shows the status. */
export class RouteStatusError extends Error {
  constructor(readonly status: number) {
    super(`This page answered ${status}`)
    this.name = 'RouteStatusError'
  }
}

export const routeNotFound = () => new RouteStatusError(404)
