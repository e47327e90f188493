import { createContext, useContext } from 'react'
import type { RouteLoads } from './route_loads.js'

/** The app's route table and the loaders it runs per navigation. */
export const RouteLoadsContext = createContext<RouteLoads | null>(null)

export function useRouteLoads(): RouteLoads {
  const loads = useContext(RouteLoadsContext)
  if (!loads) throw new Error('useRouteLoads needs the app navigation around it')
  return loads
}

/** True while a navigation waits for its page's code (the old page stays on screen meanwhile). */
export const NavigationPendingContext = createContext(false)

export const useNavigationPending = () => useContext(NavigationPendingContext)
