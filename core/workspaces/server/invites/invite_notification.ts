import app from '@adonisjs/core/services/app'
import { Notifier } from '#core/kernel/module_services'
import { DECLINE_ACTION, INVITATION_NOTIFICATION, JOIN_ACTION } from '../../notifications.js'

/**
 * Tells an invited person who has an account, besides the email (which is
 * why its email channel is off by default). Without a notifications module
 * the email alone invites.
 */
export async function notifyInvitation(userId: number, input: { inviteId: string; workspaceName: string; inviterName: string; role: string }) {
  if (!app.container.hasBinding(Notifier)) return
  const notifier = await app.container.make(Notifier)
  await notifier.notify([userId], INVITATION_NOTIFICATION, {
    lines: [
      { type: 'primary', icon: 'person-add', content: `${input.inviterName} invited you to join ${input.workspaceName}` },
      { type: 'secondary', content: `You will be ${input.role === 'admin' ? 'an' : 'a'} ${input.role} of the workspace.` },
    ],
    mainAction: { action: `/workspaces?invite=${input.inviteId}`, label: 'View invitation' },
    buttonActions: [
      { label: 'Join', action: JOIN_ACTION },
      { label: 'Decline', action: DECLINE_ACTION },
    ],
    inviteId: input.inviteId,
  })
}
