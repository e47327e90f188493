import type { BootstrapData } from './bootstrap_data.js'

/** What the shell hands the web app's server renderer (web/src/entry_server.tsx) for one page. */
export interface ServerRenderRequest {
  /** Path and query of the page: '/track/11/northern-drift?x=1'. */
  url: string
  /** The site's public origin (the URLs loaders see). */
  origin: string
  bootstrap: BootstrapData
  /** Calls the site's own API as the visitor (relative /api/v1 paths). */
  fetch: typeof fetch
  cookies: Record<string, string>
  /** A part of the page failed on the server (the browser draws that part instead). */
  reportError: (error: unknown) => void
  /** The shell found nothing at this URL (answered 404): draw the not-found page, request nothing. */
  notFound: boolean
}

/** What the browser needs to hydrate a page the server drew (window[SERVER_PAGE_GLOBAL]). */
export interface ServerPageState {
  /** The page's data, for the browser's query cache (TanStack Query's dehydrated state). */
  queries: unknown
  /** The lazy components the page drew, whose code the browser fetches before hydrating. */
  lazyComponents: string[]
  /** The page drawn is the not-found page (the browser keeps it, without asking the API again). */
  notFound: boolean
}

export interface ServerRenderedPage extends ServerPageState {
  /** The markup inside #root. */
  html: string
}

export type RenderPage = (request: ServerRenderRequest) => Promise<ServerRenderedPage | null>

/**
 * The route pattern of the web app's page for a path ('/track/:trackId/:trackName'),
 * ranked as the browser's router ranks them; null when the web app has no page there.
 */
export type RoutePatternOf = (pathname: string) => string | null

/** What the server renderer's module (web/src/entry_server.tsx) exports. */
export interface ServerRendererModule {
  renderPage: RenderPage
  routePatternOf: RoutePatternOf
}
