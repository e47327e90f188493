import type { Trans } from '@web/i18n/translator.js'
import type { WorkspaceRole } from '../../shared/workspace_roles.js'

/** A role's name as people read it. */
export function roleLabel(role: WorkspaceRole, trans: Trans) {
  const labels: Record<WorkspaceRole, string> = {
    owner: trans('Owner'),
    admin: trans('Admin'),
    editor: trans('Editor'),
    member: trans('Member'),
  }
  return labels[role]
}

/** What each role may do, under the role pickers. */
export function roleDescription(role: WorkspaceRole, trans: Trans) {
  const descriptions: Record<WorkspaceRole, string> = {
    owner: trans('Everything, including deleting the workspace.'),
    admin: trans('Manages members, invitations and content.'),
    editor: trans('Creates and edits the workspace’s content.'),
    member: trans('Sees the workspace’s content.'),
  }
  return descriptions[role]
}
