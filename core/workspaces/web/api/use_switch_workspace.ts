import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT, BOOTSTRAP, COOKIES } from '@web/services/tokens.js'
import {
  WORKSPACE_COOKIE,
  WORKSPACE_COOKIE_DAYS,
  type WorkspaceSummary,
  type WorkspacesBootstrap,
} from '../../shared/workspace_types.js'
import { workspacesOf } from '../active_workspace.js'

const DAY_SECONDS = 24 * 60 * 60

/**
 * Makes a workspace the active one (spec section 4: kept in a cookie for 7
 * days): later calls name it, and every query is fetched again for it.
 * `workspaces` replaces the switcher's list (after joining or creating one).
 */
export function useSwitchWorkspace() {
  const store = useService(BOOTSTRAP)
  const api = useService(API_CLIENT)
  const cookies = useService(COOKIES)
  const queryClient = useQueryClient()
  return useCallback(
    (id: number, workspaces?: WorkspaceSummary[]) => {
      cookies.set(WORKSPACE_COOKIE, String(id), { maxAgeSeconds: WORKSPACE_COOKIE_DAYS * DAY_SECONDS })
      const data = store.getSnapshot()
      const current = workspacesOf(data)
      const next: WorkspacesBootstrap = { active: id, workspaces: workspaces ?? current?.workspaces ?? [] }
      store.set({ ...data, module_data: { ...data.module_data, workspaces: next } })
      api.setWorkspaceId(id)
      void queryClient.invalidateQueries()
    },
    [store, api, cookies, queryClient]
  )
}

/** Refreshes the switcher's list (after a create, rename, leave or delete), keeping the active one when it still exists. */
export function useRefreshWorkspaceList() {
  const store = useService(BOOTSTRAP)
  const switchWorkspace = useSwitchWorkspace()
  return useCallback(
    (workspaces: WorkspaceSummary[]) => {
      const active = workspacesOf(store.getSnapshot())?.active ?? 0
      switchWorkspace(workspaces.some((workspace) => workspace.id === active) ? active : 0, workspaces)
    },
    [store, switchWorkspace]
  )
}
