import type { ModuleServices } from '#core/kernel/contract'
import { WorkspaceMemberships } from '#core/kernel/module_services'
import { WorkspaceAccess } from './workspace_access.js'

const bindServices: ModuleServices = (container) => {
  container.singleton(WorkspaceMemberships, () => new WorkspaceAccess())
}

export default bindServices
