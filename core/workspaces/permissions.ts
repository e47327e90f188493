import type { PermissionDefinition } from '#core/kernel/contract'

/**
 * Creating workspaces. Its restrictions are per role, so a plan's role
 * (core/billing) sets them: how many workspaces one may own, and how many
 * seats (members and pending invitations) each may fill. Seats count only
 * while billing is on.
 */
export const WORKSPACES_CREATE = 'workspaces.create'
export const WORKSPACE_RESTRICTION_COUNT = 'count'
export const WORKSPACE_RESTRICTION_SEATS = 'member_count'

export const WORKSPACES_PERMISSIONS: PermissionDefinition[] = [
  {
    name: WORKSPACES_CREATE,
    label: 'Create workspaces',
    group: 'Workspaces',
    description: 'Create workspaces and invite people to manage content together.',
    grantToUsers: true,
    restrictions: [
      { name: WORKSPACE_RESTRICTION_COUNT, label: 'Maximum workspaces' },
      { name: WORKSPACE_RESTRICTION_SEATS, label: 'Maximum members per workspace' },
    ],
  },
]
