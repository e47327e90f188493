import type { ComponentType } from 'react'
import { matchRoutes, type Location, type Params } from 'react-router'
import type { GuardRequirements } from '../../auth/guard.js'
import type {
  LazyRouteModule,
  RegisteredWebPlugin,
  RouteLayout,
  RouteModule,
} from '../../kernel/define_web_plugin.js'
import { lazyComponent } from '../../kernel/lazy_component.js'
import type { RouteLoader } from '../../kernel/route_loader.js'
import { importOrReload } from './reload_on_stale_chunk.js'
import { routeTableBySegment } from './route_table_by_segment.js'

/** The admin area's own permission (spec section 2); each screen adds the one its manifest declares. */
const ADMIN_PERMISSION = 'admin.access'

/** The layout admin screens are drawn in: registered by the admin module's web part. */
export const ADMIN_LAYOUT = 'admin'

/** One page of one web part, as the router and the server renderer see it. */
export interface AppRoute {
  /** A react-router path: '/track/:trackId/:trackName'. */
  path: string
  /** The page component, its code fetched on first render (see lazyComponent). */
  Page: ComponentType
  /** The page's module (fetched once, shared by every path of the same module). */
  module: () => Promise<RouteModule>
  /** The module once it has arrived, so its loader can run without waiting a tick. */
  loadedModule: () => RouteModule | undefined
  loader?: RouteLoader
  layout?: RouteLayout
  requirements: GuardRequirements
}

export interface RouteMatch {
  route: AppRoute
  params: Params
}

interface LoadedPage {
  module: () => Promise<RouteModule>
  loaded: () => RouteModule | undefined
  Page: ComponentType
}

/**
 * One import and one lazy component per module, however many paths show it:
 * moving between /tag/x and /tag/x/albums keeps the page mounted, as it
 * would within one route.
 */
function pageLoader() {
  const pages = new Map<LazyRouteModule, LoadedPage>()
  return (load: LazyRouteModule, path: string): LoadedPage => {
    let page = pages.get(load)
    if (page) return page
    let request: Promise<RouteModule> | undefined
    let loaded: RouteModule | undefined
    const module = () =>
      (request ??= importOrReload(load).then((value) => (loaded = value)))
    page = {
      module,
      loaded: () => loaded,
      // Named after the first path showing it: the same on server and browser.
      Page: lazyComponent(`route:${path}`, async () => {
        const { Component, default: DefaultExport } = await module()
        const Page = Component ?? DefaultExport
        if (!Page) throw new Error(`The route module of ${path} exports no page component`)
        return Page
      }),
    }
    pages.set(load, page)
    return page
  }
}

/**
 * Every page of every web part: routes, then admin screens at /admin/<path>
 * and below it (a screen's tabs and sub-pages are its own), in the admin
 * layout, for people holding admin.access and the screen's declared
 * permission. The screen's API checks that permission again on the server.
 */
export function appRoutes(plugins: RegisteredWebPlugin[]): AppRoute[] {
  const pageOf = pageLoader()
  const route = (
    path: string,
    load: LazyRouteModule,
    extra: Pick<AppRoute, 'loader' | 'layout' | 'requirements'>
  ): AppRoute => {
    const { Page, module, loaded } = pageOf(load, path)
    return { path, Page, module, loadedModule: loaded, ...extra }
  }
  return plugins.flatMap(({ plugin, admin }) => [
    ...(plugin.routes ?? []).map(({ path, lazy: load, loader, layout, auth, permission }) =>
      route(path, load, {
        loader,
        layout,
        requirements: { auth, permissions: permission ? [permission] : undefined },
      })
    ),
    ...admin.flatMap(({ path, permission, fullScreen }) => {
      const load = plugin.adminScreens?.[path]
      if (!load) return []
      return [
        route(`/admin/${path}/*`, load, {
          layout: fullScreen ? 'bare' : ADMIN_LAYOUT,
          requirements: { auth: true, permissions: [ADMIN_PERMISSION, permission] },
        }),
      ]
    }),
  ])
}

/**
 * Finds the page a location shows, ranked as react-router ranks paths
 * (static segments above dynamic ones); undefined is the not-found page.
 * matchRoutes ranks the table it is given on every call, so it is given only
 * the routes that could match (routeTableBySegment), and the layout asks on
 * every render, so the latest answer is kept for its path.
 */
export function routeMatcher(routes: AppRoute[]) {
  const candidates = routeTableBySegment(routes.map((route) => ({ path: route.path, route })))
  let latest: { pathname: string; match: RouteMatch | undefined } | undefined
  return ({ pathname }: Pick<Location, 'pathname'>): RouteMatch | undefined => {
    if (latest?.pathname !== pathname) {
      const [found] = matchRoutes(candidates(pathname), { pathname }) ?? []
      latest = { pathname, match: found && { route: found.route.route, params: found.params } }
    }
    return latest.match
  }
}
