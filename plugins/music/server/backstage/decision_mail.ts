import string from '@adonisjs/core/helpers/string'
import { appUrl } from '#config/app'
import { layout } from '#core/accounts/server/mail/sign_in_messages'
import type { OutgoingMessage } from '#core/accounts/server/mail/mail_sender'
import type { BackstageRequestStatus, BackstageRequestType } from '../../shared/backstage_types.js'

const WHAT: Record<BackstageRequestType, (artist: string) => string> = {
  'become-artist': (artist) => `to become the artist “${artist}”`,
  'claim-artist': (artist) => `to manage the artist “${artist}”`,
  'verify-artist': (artist) => `to verify the artist “${artist}”`,
}

/**
 * The email telling someone how an admin decided their artist request, with
 * the admin's reason (a denial always has one), and where to go next.
 */
export function decisionMessage(input: {
  to: string
  siteName: string
  type: BackstageRequestType
  artistName: string
  status: Exclude<BackstageRequestStatus, 'pending'>
  reason: string | null
}): OutgoingMessage {
  const approved = input.status === 'approved'
  const link = `${appUrl.replace(/\/$/, '')}/backstage/requests`
  const what = WHAT[input.type](input.artistName)
  const verdict = approved ? `Your request ${what} was approved.` : `Your request ${what} was denied.`
  const next = approved
    ? input.type === 'verify-artist'
      ? 'The artist now shows the verified badge.'
      : 'You can now upload music and edit the artist from backstage.'
    : 'You can send a new request with more details or proof at any time.'
  const reasonLine = input.reason ? `${approved ? 'Note' : 'Reason'}: ${input.reason}` : null
  return {
    to: input.to,
    subject: approved ? `Your ${input.siteName} artist request was approved` : `Your ${input.siteName} artist request was denied`,
    text: [verdict, reasonLine, next, `Backstage: ${link}`].filter(Boolean).join('\n\n'),
    html: layout(
      input.siteName,
      [
        string.escapeHTML(verdict),
        reasonLine ? `<strong>${approved ? 'Note' : 'Reason'}:</strong> ${string.escapeHTML(input.reason!)}` : null,
        string.escapeHTML(next),
        `<a href="${string.escapeHTML(link)}" style="display:inline-block;padding:10px 18px;background:#1f2937;color:#fff;border-radius:6px;text-decoration:none">Open backstage</a>`,
      ].filter((paragraph): paragraph is string => paragraph !== null)
    ),
  }
}
