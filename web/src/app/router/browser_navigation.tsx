import { useLayoutEffect, useRef, useState, useTransition, type ReactNode } from 'react'
import {
  parsePath,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Navigator,
  type To,
} from 'react-router'
import { NavigationGuard, NavigationGuardContext } from '../../kernel/navigation_guard.js'
import { NavigationPendingContext, RouteLoadsContext } from './navigation_context.js'
import type { RouteLoads } from './route_loads.js'
import { ScrollPositions, useScrollRestoration } from './scroll_restoration.js'

type History = ReturnType<typeof createBrowserHistory>

/**
 * The browser's history as react-router's location. Each navigation starts
 * its page's loaders at once, then renders the new location in a React
 * transition: while the page's code loads, the old page stays on screen and
 * `useNavigationPending()` is true (the top progress bar). Every navigation
 * passes the NavigationGuard first (forms with unsaved changes ask).
 */
export function BrowserNavigation({
  loads,
  serverDrawn,
  notFound,
  children,
}: {
  loads: RouteLoads
  /** The first page came drawn by the server, with its loaders' data: they need not run again. */
  serverDrawn: boolean
  /** The server found nothing at the first page's URL: it stays the not-found page. */
  notFound: boolean
  children: ReactNode
}) {
  const [{ history, positions, guard, navigator }] = useState(() => {
    const browserHistory: History = createBrowserHistory({ v5Compat: true })
    if (notFound) loads.markNotFound(browserHistory.location)
    if (!serverDrawn) void loads.start(browserHistory.location)
    const navigationGuard = new NavigationGuard()
    return {
      history: browserHistory,
      positions: new ScrollPositions(),
      guard: navigationGuard,
      navigator: guardedNavigator(browserHistory, navigationGuard),
    }
  })
  const [current, setCurrent] = useState(() => ({
    action: history.action,
    location: history.location,
  }))
  const [pending, startTransition] = useTransition()
  // The location being left: the latest one navigated to, drawn yet or not.
  const latest = useRef(history.location)

  useLayoutEffect(
    () =>
      history.listen(({ action, location, delta }) => {
        if (!guard.follow(action, location.pathname, delta ?? undefined, (by) => history.go(by))) return
        positions.remember(latest.current)
        latest.current = location
        void loads.start(location)
        startTransition(() => setCurrent({ action, location }))
      }),
    [history, positions, loads, guard]
  )
  useScrollRestoration(positions, current.location, current.action)

  return (
    <RouteLoadsContext value={loads}>
      <NavigationGuardContext value={guard}>
        <NavigationPendingContext value={pending}>
          <Router navigator={navigator} location={current.location} navigationType={current.action}>
            {children}
          </Router>
        </NavigationPendingContext>
      </NavigationGuardContext>
    </RouteLoadsContext>
  )
}

/** The history as react-router's navigator, each link and navigate() asking the guard first. */
function guardedNavigator(history: History, guard: NavigationGuard): Navigator {
  return {
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => guard.attempt(null, () => history.go(delta)),
    push: (to, state) => guard.attempt(pathnameOf(to), () => history.push(to, state)),
    replace: (to, state) => guard.attempt(pathnameOf(to), () => history.replace(to, state)),
  }
}

/** The path a link or navigate() goes to (react-router has resolved relative paths by then). */
function pathnameOf(to: To) {
  return (typeof to === 'string' ? parsePath(to) : to).pathname ?? null
}
