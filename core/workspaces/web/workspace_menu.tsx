import Layers from 'lucide-react/icons/layers'
import Settings2 from 'lucide-react/icons/settings-2'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import type { UserMenuSection } from '@web/kernel/define_web_plugin.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useSwitchWorkspace } from './api/use_switch_workspace.js'
import { workspacesOf } from './active_workspace.js'

/** The user menu's workspace switcher: the person's own space, each workspace, and the screen to manage them. */
export function useWorkspaceMenu(): UserMenuSection | null {
  const trans = useTrans()
  const bootstrap = useBootstrap()
  const switchWorkspace = useSwitchWorkspace()
  const workspaces = workspacesOf(bootstrap)
  if (!bootstrap.user || !workspaces) return null
  return {
    title: trans('Workspace'),
    entries: [
      ...workspaces.workspaces.map((workspace) => ({
        id: String(workspace.id),
        label: workspace.id === 0 ? trans('Default') : workspace.name,
        icon: <Layers />,
        isCurrent: workspace.id === workspaces.active,
        onAction: () => switchWorkspace(workspace.id),
      })),
      { id: 'manage', label: trans('Manage workspaces'), icon: <Settings2 />, href: '/workspaces' },
    ],
  }
}
