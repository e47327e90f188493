import { useLayoutEffect, useRef, useState, useTransition, type ReactNode } from 'react'
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router'
import { NavigationPendingContext, RouteLoadsContext } from './navigation_context.js'
import type { RouteLoads } from './route_loads.js'
import { ScrollPositions, useScrollRestoration } from './scroll_restoration.js'

type History = ReturnType<typeof createBrowserHistory>

/**
 * The browser's history as react-router's location. Each navigation starts
 * its page's loaders at once, then renders the new location in a React
 * transition: while the page's code loads, the old page stays on screen and
 * `useNavigationPending()` is true (the top progress bar).
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
  const [{ history, positions }] = useState(() => {
    const browserHistory: History = createBrowserHistory({ v5Compat: true })
    if (notFound) loads.markNotFound(browserHistory.location)
    if (!serverDrawn) void loads.start(browserHistory.location)
    return { history: browserHistory, positions: new ScrollPositions() }
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
      history.listen(({ action, location }) => {
        positions.remember(latest.current)
        latest.current = location
        void loads.start(location)
        startTransition(() => setCurrent({ action, location }))
      }),
    [history, positions, loads]
  )
  useScrollRestoration(positions, current.location, current.action)

  return (
    <RouteLoadsContext value={loads}>
      <NavigationPendingContext value={pending}>
        <Router navigator={history} location={current.location} navigationType={current.action}>
          {children}
        </Router>
      </NavigationPendingContext>
    </RouteLoadsContext>
  )
}
