import string from '@adonisjs/core/helpers/string'
import { appUrl } from '#config/app'
import { layout } from '#core/accounts/server/mail/sign_in_messages'
import type { OutgoingMessage } from '#core/accounts/server/mail/mail_sender'
import { queueMail } from '#core/accounts/server/mail/send_mail_job'
import { freshSettings, siteName } from '#core/accounts/server/services/site_settings'
import { INVITE_TYPE } from '../../shared/workspace_types.js'

export interface InviteMailInput {
  inviteId: string
  email: string
  role: string
  workspaceName: string
  inviterName: string
  /** Whether an account with this address exists: it signs in, else it registers. */
  hasAccount: boolean
  validDays: number
}

/**
 * The invitation's link: the join variant of sign-in or registration
 * (spec section 2; registration stays open for it when disabled), with the
 * address filled in, then the workspaces screen showing the invitation.
 */
export function inviteLink(input: Pick<InviteMailInput, 'inviteId' | 'email' | 'hasAccount'>) {
  const query = new URLSearchParams({
    invite_id: input.inviteId,
    invite_type: INVITE_TYPE,
    email: input.email,
    redirect: `/workspaces?invite=${input.inviteId}`,
  })
  return `${appUrl.replace(/\/$/, '')}/workspace/join/${input.hasAccount ? 'login' : 'register'}?${query}`
}

export function inviteMessage(input: InviteMailInput, site: string): OutgoingMessage {
  const link = inviteLink(input)
  const safeLink = string.escapeHTML(link)
  const intro = `${input.inviterName} invited you to join the ${input.workspaceName} workspace on ${site} as ${input.role === 'admin' ? 'an' : 'a'} ${input.role}.`
  const expiry = `This invitation expires in ${input.validDays} days.`
  const action = input.hasAccount ? 'Sign in to join' : 'Create your account to join'
  return {
    to: input.email,
    subject: `Join ${input.workspaceName} on ${site}`,
    text: [intro, `${action}: ${link}`, expiry, 'If you were not expecting this invitation, you can ignore this email.'].join('\n\n'),
    html: layout(site, [
      string.escapeHTML(intro),
      `<a href="${safeLink}" style="display:inline-block;padding:10px 18px;background:#1f2937;color:#fff;border-radius:6px;text-decoration:none">${action}</a>`,
      `Or open this address: <a href="${safeLink}">${safeLink}</a>`,
      expiry,
      'If you were not expecting this invitation, you can ignore this email.',
    ]),
  }
}

/** Queues the invitation email (sent by the accounts module's mail job). */
export async function sendInviteMail(input: InviteMailInput) {
  const site = siteName(await freshSettings())
  await queueMail(inviteMessage(input, site), site)
}
