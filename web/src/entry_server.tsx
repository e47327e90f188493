// tsyringe needs the Reflect metadata API before any service module is evaluated.
import './services/reflect_metadata.js'
import { dehydrate } from '@tanstack/react-query'
import { prerenderToNodeStream } from 'react-dom/static'
import { container as rootContainer } from 'tsyringe'
import type { RenderPage, RoutePatternOf } from '../../core/kernel/shared/server_render.js'
import { App } from './app/app.js'
import { createQueryClient } from './app/query_client.js'
import { appRoutes, routeMatcher } from './app/router/app_routes.js'
import { AppRoutesView } from './app/router/app_routes_view.js'
import { RouteLoads } from './app/router/route_loads.js'
import { StaticNavigation } from './app/router/static_navigation.js'
import { guardOutcome } from './auth/guard.js'
import { DrawnLazyComponents } from './kernel/lazy_component.js'
import { registerPluginServices } from './kernel/plugin_services.js'
import { webPlugins } from './kernel/web_plugins.js'
import { systemClock } from './services/clock.js'
import { registerServices } from './services/container.js'

/** One route table for every request: the page modules are imported once. */
const routes = appRoutes(webPlugins)
const LOCATION_KEY = 'default'

/** The shell's SEO resolution asks which page a path is, ranked as the browser's router ranks them. */
const matchRoute = routeMatcher(routes)
export const routePatternOf: RoutePatternOf = (pathname) =>
  matchRoute({ pathname })?.route.path ?? null

/**
 * Draws a page the way the browser would after loading its data, so the
 * visitor sees the page (and its largest picture) before any JavaScript
 * runs; the browser then hydrates it. Answers null for what only the browser
 * draws: pages the visitor's guard turns away (the browser redirects),
 * pages behind a permission (the admin area), pages without the app's
 * chrome, and pages whose data failed (the browser shows the error state).
 * A URL the shell found nothing at is drawn as the not-found page, with no
 * request to the API.
 */
export const renderPage: RenderPage = async (request) => {
  const container = registerServices(rootContainer.createChildContainer(), {
    fetch: request.fetch,
    cookies: { get: (name) => request.cookies[name], set: () => {} },
    clock: systemClock,
    bootstrap: request.bootstrap,
  })
  registerPluginServices(container, webPlugins)
  const queryClient = createQueryClient({ retry: false })
  const loads = new RouteLoads(routes, { queryClient, container }, request.origin)

  const url = new URL(request.url, request.origin)
  const location = { pathname: url.pathname, search: url.search, key: LOCATION_KEY }
  const match = loads.match(location)
  if (request.notFound) loads.markNotFound(location)
  else if (
    !match ||
    match.route.layout !== undefined ||
    match.route.requirements.permissions?.length ||
    guardOutcome(request.bootstrap, match.route.requirements) !== 'allow'
  )
    return null

  try {
    await loads.start(location)
    const failed = queryClient.getQueryCache().getAll().some((query) => query.state.status === 'error')
    if (failed || loads.errorFor(location) !== undefined) return null

    const drawn = new Set<string>()
    const { prelude } = await prerenderToNodeStream(
      <DrawnLazyComponents value={drawn}>
        <App container={container} queryClient={queryClient}>
          <StaticNavigation loads={loads} location={request.url}>
            <AppRoutesView />
          </StaticNavigation>
        </App>
      </DrawnLazyComponents>,
      // One piece of markup: no boundary is sent apart to be swapped in by script.
      { onError: request.reportError, progressiveChunkSize: Number.POSITIVE_INFINITY }
    )
    const html = await textOf(prelude)
    return { html, queries: dehydrate(queryClient), lazyComponents: [...drawn], notFound: request.notFound }
  } finally {
    // Each query keeps a timer to forget itself after gcTime (5 minutes), and a
    // timer holds the async context it was made in: the server's request, with
    // the whole page it answered. Every drawn page stayed in memory for 5
    // minutes (~0.5 MB each: gigabytes under a crawl). Clearing the cache
    // stops the timers.
    queryClient.clear()
  }
}

async function textOf(stream: AsyncIterable<string | Uint8Array>) {
  const decoder = new TextDecoder()
  let text = ''
  for await (const chunk of stream)
    text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true })
  return text + decoder.decode()
}
