import type { PluginRouter } from '#core/kernel/contract'
import { can, signedIn } from '#core/kernel/http/guards'
import { WORKSPACES_CREATE } from '../permissions.js'
import { inviteValidator, memberRoleValidator, transferValidator, workspaceNameValidator } from './validators.js'

const WorkspacesController = () => import('./controllers/workspaces_controller.js')
const InvitesController = () => import('./controllers/invites_controller.js')

const ID = /^\d{1,10}$/
const INVITE_ID = /^[0-9a-f-]{36}$/

/** Spec section 7's workspace calls, and the workspaces screen's. Every one needs a signed-in person. */
export function workspaceRoutes(router: PluginRouter) {
  router
    .group(() => {
      router.get('/workspaces', [WorkspacesController, 'index']).as('workspaces.index').docs({ summary: 'The signed-in person’s workspaces, their own space (id 0) first' })
      router.post('/workspaces', [WorkspacesController, 'store']).use(can(WORKSPACES_CREATE)).as('workspaces.store').docs({ summary: 'Create a workspace (its creator owns it)', body: workspaceNameValidator })
      router.get('/workspaces/:id', [WorkspacesController, 'show']).where('id', ID).as('workspaces.show').docs({ summary: 'A workspace: members with roles, and pending invitations for admins' })
      router.put('/workspaces/:id', [WorkspacesController, 'update']).where('id', ID).as('workspaces.update').docs({ summary: 'Rename a workspace (owner, admin)', body: workspaceNameValidator })
      router.delete('/workspaces/:id', [WorkspacesController, 'destroy']).where('id', ID).as('workspaces.destroy').docs({ summary: 'Delete a workspace (owner); its content returns to its creators' })
      router.post('/workspaces/:id/leave', [WorkspacesController, 'leave']).where('id', ID).as('workspaces.leave').docs({ summary: 'Leave a workspace (its owner transfers it first)' })
      router.post('/workspaces/:id/transfer', [WorkspacesController, 'transfer']).where('id', ID).as('workspaces.transfer').docs({ summary: 'Make another member the owner (owner)', body: transferValidator })
      router.put('/workspaces/:id/members/:userId', [WorkspacesController, 'updateMember']).where('id', ID).where('userId', ID).as('workspaces.members.update').docs({ summary: 'Change a member’s role (owner, admin: below their own)', body: memberRoleValidator })
      router.delete('/workspaces/:id/members/:userId', [WorkspacesController, 'removeMember']).where('id', ID).where('userId', ID).as('workspaces.members.destroy').docs({ summary: 'Remove a member (owner, admin: below their own)' })
      router.post('/workspaces/:id/invites', [InvitesController, 'store']).where('id', ID).as('workspaces.invites.store').docs({ summary: 'Invite people by email with a role (seats limited by the plan when billing is on)', body: inviteValidator })
      router.post('/workspaces/:id/invites/:inviteId/resend', [InvitesController, 'resend']).where('id', ID).where('inviteId', INVITE_ID).as('workspaces.invites.resend').docs({ summary: 'Send an invitation again, valid 7 more days' })
      router.get('/workspace/invites', [InvitesController, 'mine']).as('workspace.invites.mine').docs({ summary: 'Invitations waiting for the signed-in person’s address' })
      router.get('/workspace/join/:inviteId', [InvitesController, 'join']).where('inviteId', INVITE_ID).as('workspace.join').docs({ summary: 'Join with an invitation sent to your address: workspace.id (404: no longer valid)' })
      router.delete('/workspace/invite/:inviteId', [InvitesController, 'destroy']).where('inviteId', INVITE_ID).as('workspace.invite.destroy').docs({ summary: 'Decline an invitation (its addressee) or revoke it (the workspace’s admins)' })
    })
    .use(signedIn())
}
