import { INVITATION_ANSWER_ZONE } from '@web/kernel/app_zones.js'
import { defineWebPlugin } from '@web/kernel/define_web_plugin.js'
import { zoneFill } from '@web/kernel/zone.js'
import { scopeCallsToActiveWorkspace } from './active_workspace.js'
import { useWorkspaceMenu } from './workspace_menu.js'

/**
 * The workspaces module's web part: the switcher in the user menu, the API
 * client scoped to the active workspace, and the workspaces screen (members,
 * roles, invitations, the invitations one received), and Join/Decline on
 * an invitation's notification.
 */
export default defineWebPlugin({
  id: 'workspaces',
  services: scopeCallsToActiveWorkspace,
  userMenu: useWorkspaceMenu,
  routes: [{ path: '/workspaces', auth: true, lazy: () => import('./workspaces_page.js') }],
  zones: [zoneFill(INVITATION_ANSWER_ZONE, { load: () => import('./components/invitation_answer_buttons.js') })],
})
