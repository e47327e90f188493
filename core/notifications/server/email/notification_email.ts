import string from '@adonisjs/core/helpers/string'
import { appUrl } from '#config/app'
import type { NotificationTypeDefinition } from '#core/kernel/contract'
import { detailLinesOf, headlineOf, type NotificationData } from '#core/kernel/shared/notifications'
import { layout } from '#core/accounts/server/mail/sign_in_messages'
import type { OutgoingMessage } from '#core/accounts/server/mail/mail_sender'
import { unsubscribeToken } from './unsubscribe_token.js'

/** The one-click unsubscribe address of a type for a person (the email's link and List-Unsubscribe header). */
export function unsubscribeUrl(userId: number, type: string) {
  return new URL(`/api/v1/notifications/unsubscribe/${unsubscribeToken({ userId, type })}`, appUrl).toString()
}

/** An action's absolute address (internal paths are the site's). */
function absolute(action: string) {
  return new URL(action, appUrl).toString()
}

/**
 * A notification as an email: the headline as subject and heading, the other
 * lines, a button to the main action, and a footer saying why it came and how
 * to stop this type in one click (RFC 8058 headers too, for mail apps' own button).
 */
export function notificationEmail(input: { to: string; userId: number; siteName: string; type: NotificationTypeDefinition; data: NotificationData }): OutgoingMessage {
  const { data, type } = input
  const headline = headlineOf(data)
  const details = detailLinesOf(data)
  const action = data.mainAction ? { label: data.mainAction.label || 'Open', url: absolute(data.mainAction.action) } : null
  const unsubscribe = unsubscribeUrl(input.userId, type.id)
  const settings = absolute('/notifications/settings')
  const why = `You get this email because "${type.label}" is on in your notification settings.`

  const paragraphs = [
    `<strong>${string.escapeHTML(headline)}</strong>`,
    ...details.map((line) => string.escapeHTML(line)),
    ...(action
      ? [`<a href="${string.escapeHTML(action.url)}" style="display:inline-block;padding:10px 18px;background:#1f2937;color:#fff;border-radius:6px;text-decoration:none">${string.escapeHTML(action.label)}</a>`]
      : []),
    `<span style="font-size:12px;color:#6b7280">${string.escapeHTML(why)} <a href="${string.escapeHTML(unsubscribe)}" style="color:#6b7280">Unsubscribe</a> · <a href="${string.escapeHTML(settings)}" style="color:#6b7280">Notification settings</a></span>`,
  ]
  return {
    to: input.to,
    subject: headline,
    text: [headline, ...details, ...(action ? [`${action.label}: ${action.url}`] : []), '', why, `Unsubscribe: ${unsubscribe}`, `Notification settings: ${settings}`].join('\n\n'),
    html: layout(input.siteName, paragraphs),
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}
