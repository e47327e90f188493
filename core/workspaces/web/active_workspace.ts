import type { DependencyContainer } from 'tsyringe'
import type { BootstrapData } from '../../kernel/shared/bootstrap_data.js'
import { resolve } from '@web/services/container.js'
import { API_CLIENT, BOOTSTRAP } from '@web/services/tokens.js'
import { PERSONAL_WORKSPACE_ID, type WorkspacesBootstrap } from '../shared/workspace_types.js'

/** module_data.workspaces: the person's workspaces and the active one; null for guests. */
export function workspacesOf(bootstrap: BootstrapData): WorkspacesBootstrap | null {
  return (bootstrap.module_data.workspaces as WorkspacesBootstrap | null | undefined) ?? null
}

export function activeWorkspaceId(bootstrap: BootstrapData) {
  return workspacesOf(bootstrap)?.active ?? PERSONAL_WORKSPACE_ID
}

/**
 * The web part's `services`: the API client scopes its calls to the active
 * workspace (spec section 7: workspaceId on GET, POST and PUT), now and
 * whenever the bootstrap data changes (sign-in, sign-out, a switch).
 */
export function scopeCallsToActiveWorkspace(container: DependencyContainer) {
  const store = resolve(container, BOOTSTRAP)
  const api = resolve(container, API_CLIENT)
  const apply = () => api.setWorkspaceId(activeWorkspaceId(store.getSnapshot()))
  apply()
  store.subscribe(apply)
}
