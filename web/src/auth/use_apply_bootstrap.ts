import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect } from 'react'
import { useLocation, useNavigate, type NavigateOptions } from 'react-router'
import type { BootstrapData } from '../../../core/kernel/shared/bootstrap_data.js'
import { useService } from '../kernel/services_context.js'
import { BOOTSTRAP } from '../services/tokens.js'

/** Bootstrap data as login, logout, register and social sign-in return it: an object or a JSON string. */
export type BootstrapPayload = BootstrapData | string

export function parseBootstrapData(payload: BootstrapPayload): BootstrapData {
  return typeof payload === 'string' ? (JSON.parse(payload) as BootstrapData) : payload
}

/**
 * Swaps in the bootstrap data of a new identity (signed in, signed out,
 * account deleted) and drops every cached query, since what they hold was
 * fetched as someone else. Returns the data applied.
 */
export function useApplyBootstrap() {
  const store = useService(BOOTSTRAP)
  const queryClient = useQueryClient()
  return useCallback(
    (payload: BootstrapPayload) => {
      const data = parseBootstrapData(payload)
      store.set(data)
      queryClient.clear()
      return data
    },
    [store, queryClient]
  )
}

/** Data waiting for the page it leads to (one tab, one navigation at a time). */
let pendingAfterNavigation: BootstrapData | null = null

/**
 * Leaving an identity (logout, deleted account) from a page that needs it:
 * navigate first and swap the data in once the next page is on screen.
 * Dropping the user while the old page still shows would have its route
 * guard send the visitor to /login?redirect=<that page> instead.
 */
export function useApplyBootstrapAfterNavigation() {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const applyBootstrap = useApplyBootstrap()
  return useCallback(
    (payload: BootstrapPayload, to: string, options?: NavigateOptions) => {
      if (to === pathname) {
        applyBootstrap(payload)
        return
      }
      pendingAfterNavigation = parseBootstrapData(payload)
      void navigate(to, options)
    },
    [navigate, pathname, applyBootstrap]
  )
}

/** Used once, by the root layout: applies data left by useApplyBootstrapAfterNavigation after each navigation commits. */
export function useApplyPendingBootstrap() {
  const { key } = useLocation()
  const applyBootstrap = useApplyBootstrap()
  useEffect(() => {
    if (!pendingAfterNavigation) return
    const data = pendingAfterNavigation
    pendingAfterNavigation = null
    applyBootstrap(data)
  }, [key, applyBootstrap])
}
