import { useMemo } from 'react'
import { useRouteLoads } from '../app/router/navigation_context.js'
import { screenPresence } from './screen_presence.js'

/** `hasScreen(path)`: whether the app has a page for an internal link (see screenPresence). */
export function useHasScreen() {
  const { routes } = useRouteLoads()
  return useMemo(() => screenPresence(routes.map((route) => route.path)), [routes])
}
