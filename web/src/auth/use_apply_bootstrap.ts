import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
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
