import type { NotificationTypeDefinition } from '#core/kernel/contract'

export const INVITATION_NOTIFICATION = 'workspaces.invitation'

/** The invitation's in-app notice: its Join and Decline buttons act on data.inviteId (spec sections 2 and 3). */
export const WORKSPACE_NOTIFICATION_TYPES: NotificationTypeDefinition[] = [
  { id: INVITATION_NOTIFICATION, group: 'Workspaces', label: 'Invitation to join a workspace', icon: 'person-add', channels: { database: true, email: false, browser: true } },
]

/** The web app's panel knows these actions of an invitation's buttons. */
export const JOIN_ACTION = 'workspace.join'
export const DECLINE_ACTION = 'workspace.decline'
